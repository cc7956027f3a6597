<?php
/**
 * Must-use plugin of the test site only (tools/wp/test.mjs copies it into wp-content/mu-plugins/): stands in for
 * Contact Form 7, Rate My Post and Mailchimp for WordPress, which Debian does not package, under their real
 * constants, script handles, shortcodes, block and widget, each deciding on its scripts as the real plugin does:
 *
 * - Contact Form 7 enqueues `contact-form-7` (with `swv`) on every page at wp_enqueue_scripts, unless its
 *   `wpcf7_load_js` filter returns false.
 * - Rate My Post enqueues `rate-my-post` on every page.
 * - MC4WP prints an inline `window.mc4wp` stub inside the form's output and enqueues `mc4wp-forms-api` at wp_footer,
 *   both only while `mc4wp_load_form_scripts` returns true when the form renders.
 *
 * Their markup is the real plugins' in short (the hidden inputs and classes the elements read). Each system is a file
 * of its own (mu-contact-form-7.php, mu-rate-my-post.php, mu-mc4wp.php); this one holds what they share.
 *
 * @package X_Elements
 */

/**
 * A stand-in script's address.
 *
 * @param string $handle The script's handle.
 */
function x_stand_in_script( string $handle ): string {
	return content_url( 'mu-plugins/stand-in-scripts/' . $handle . '.js' );
}
