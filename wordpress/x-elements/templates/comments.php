<?php
/**
 * A classic theme's comment section, wrapped in its element: the theme's own comments template inside.
 *
 * Included by comments_template() in place of the theme's template (so the theme's template sees the same
 * variables as always).
 *
 * @package X_Elements
 */

defined( 'ABSPATH' ) || exit;

$x_elements_comment_tags = \X_Elements\Plugin::instance()->wrapping()->comment_section_tags();
echo $x_elements_comment_tags['open']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built by Markup::render, attributes escaped.
require \X_Elements\Wrapping::$comments_template;
echo $x_elements_comment_tags['close']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a closing tag.
