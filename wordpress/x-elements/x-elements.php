<?php
/**
 * Plugin Name:       x-elements
 * Description:       HTML custom elements for the block editor: a block and a shortcode for every element, styled by the theme; wraps Contact Form 7, Rate My Post, MC4WP and WordPress comments; one script, loaded only where an element is used.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      8.1
 * Author:            x-elements
 * License:           MIT
 * Text Domain:       x-elements
 *
 * @package X_Elements
 */

namespace X_Elements;

defined( 'ABSPATH' ) || exit;

const VERSION = '0.1.0';

require_once __DIR__ . '/includes/class-manifest.php';
require_once __DIR__ . '/includes/class-markup.php';
require_once __DIR__ . '/includes/class-trust.php';
require_once __DIR__ . '/includes/class-autop.php';
require_once __DIR__ . '/includes/class-server-value.php';
require_once __DIR__ . '/includes/class-glue.php';
require_once __DIR__ . '/includes/class-wrapping.php';
require_once __DIR__ . '/includes/class-blocks.php';
require_once __DIR__ . '/includes/class-theme-styles.php';
require_once __DIR__ . '/includes/class-plugin.php';
require_once __DIR__ . '/includes/class-settings.php';

Plugin::boot( __FILE__ );
