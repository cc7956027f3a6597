<?php
/**
 * Must-use plugin of the test site only (tools/wp/test.mjs copies it into wp-content/mu-plugins/): stands in for
 * what Debian does not package and keeps the site off the network.
 *
 * - No emoji script (it fetches images from s.w.org).
 *
 * Contact Form 7's REST routes (its validation schema among them) are its stand-in's, in mu-contact-form-7.php.
 *
 * @package X_Elements
 */

remove_action( 'wp_head', 'print_emoji_detection_script', 7 );
remove_action( 'wp_print_styles', 'print_emoji_styles' );
