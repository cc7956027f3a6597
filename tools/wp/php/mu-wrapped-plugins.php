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
 * Their markup is the real plugins' in short (the hidden inputs and classes the elements read).
 *
 * @package X_Elements
 */

define( 'WPCF7_VERSION', '6.1.6' );
define( 'RATE_MY_POST_VERSION', '4.5.1' );
define( 'MC4WP_VERSION', '4.13.1' );

/**
 * A stand-in script's address.
 *
 * @param string $handle The script's handle.
 */
function x_stand_in_script( string $handle ): string {
	return content_url( 'mu-plugins/stand-in-scripts/' . $handle . '.js' );
}

add_action(
	'wp_enqueue_scripts',
	static function (): void {
		wp_register_script( 'swv', x_stand_in_script( 'swv' ), array(), WPCF7_VERSION, true );
		wp_register_script( 'contact-form-7', x_stand_in_script( 'contact-form-7' ), array( 'swv' ), WPCF7_VERSION, true );
		if ( apply_filters( 'wpcf7_load_js', true ) ) {
			wp_enqueue_script( 'contact-form-7' );
			wp_add_inline_script( 'contact-form-7', 'var wpcf7 = {"api":{}};', 'before' );
		}
		wp_enqueue_script( 'rate-my-post', x_stand_in_script( 'rate-my-post' ), array(), RATE_MY_POST_VERSION, true );
		wp_register_script( 'mc4wp-forms-api', x_stand_in_script( 'mc4wp-forms-api' ), array(), MC4WP_VERSION, true );
	}
);

add_shortcode(
	'contact-form-7',
	static fn(): string => '<div class="wpcf7 no-js" id="wpcf7-f5-o1" lang="en-US" dir="ltr"><form action="/#wpcf7-f5-o1" method="post" class="wpcf7-form init" novalidate="novalidate" data-status="init">'
		. '<fieldset class="hidden-fields-container"><input type="hidden" name="_wpcf7" value="5" /><input type="hidden" name="_wpcf7_version" value="6.1.6" /><input type="hidden" name="_wpcf7_locale" value="en_US" /><input type="hidden" name="_wpcf7_unit_tag" value="wpcf7-f5-o1" /><input type="hidden" name="_wpcf7_container_post" value="0" /></fieldset>'
		. '<p><label> Your name<br /><span class="wpcf7-form-control-wrap" data-name="your-name"><input size="40" maxlength="400" class="wpcf7-form-control wpcf7-text wpcf7-validates-as-required" aria-required="true" aria-invalid="false" value="" type="text" name="your-name" /></span></label></p>'
		. '<p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="Send" /></p><div class="wpcf7-response-output" aria-hidden="true"></div></form></div>'
);

$x_stand_in_rating = static fn(): string => '<div class="rmp-widgets-container" data-post-id="' . get_the_ID() . '"><div class="rmp-rating-widget" role="group">'
	. '<p class="rmp-heading rmp-heading--title">How useful was this post?</p><p class="rmp-heading rmp-heading--subtitle">Click on a star to rate it!</p>'
	. '<p class="rmp-rating-widget__results">No votes so far! Be the first to rate this post.</p></div></div>';
add_shortcode( 'ratemypost', $x_stand_in_rating );
add_shortcode( 'ratemypost-result', static fn(): string => '<div class="rmp-results-widget">No votes so far.</div>' );

/**
 * MC4WP's form: the stub script inside its output, and its footer script, while its filter allows them.
 */
function x_stand_in_mc4wp_form(): string {
	static $count = 0;
	++$count;
	$stub = '';
	if ( apply_filters( 'mc4wp_load_form_scripts', true ) ) {
		$stub                            = '<script id="mc4wp-stub-' . $count . '">window.mc4wp = window.mc4wp || { listeners: [], forms: { on: function () {} } };</script>';
		$GLOBALS['x_stand_in_mc4wp_js'] = true;
	}
	return $stub . '<form id="mc4wp-form-' . $count . '" class="mc4wp-form mc4wp-form-7" method="post" data-id="7" data-name="Newsletter"><div class="mc4wp-form-fields">'
		. '<p><label>Email address: <input type="email" name="EMAIL" placeholder="Your email address" required /></label></p><p><input type="submit" value="Sign up" /></p></div>'
		. '<label style="display: none !important;">Leave this field empty if you\'re human: <input type="text" name="_mc4wp_honeypot" value="" tabindex="-1" autocomplete="off" /></label>'
		. '<input type="hidden" name="_mc4wp_timestamp" value="' . time() . '" /><input type="hidden" name="_mc4wp_form_id" value="7" /><input type="hidden" name="_mc4wp_form_element_id" value="mc4wp-form-' . $count . '" />'
		. '<div class="mc4wp-response"></div></form>';
}
add_shortcode( 'mc4wp_form', 'x_stand_in_mc4wp_form' );
add_action(
	'init',
	static function (): void {
		register_block_type( 'mailchimp-for-wp/form', array( 'render_callback' => 'x_stand_in_mc4wp_form' ) );
	}
);
add_action(
	'wp_footer',
	static function (): void {
		if ( apply_filters( 'mc4wp_load_form_scripts', ! empty( $GLOBALS['x_stand_in_mc4wp_js'] ) ) ) {
			wp_enqueue_script( 'mc4wp-forms-api' );
		}
	}
);

/**
 * MC4WP's classic widget.
 */
final class X_Stand_In_MC4WP_Widget extends WP_Widget {

	/**
	 * Its id base, as MC4WP's.
	 */
	public function __construct() {
		parent::__construct( 'mc4wp_form_widget', 'Mailchimp Sign-Up Form' );
	}

	/**
	 * The form, in the sidebar's markup.
	 *
	 * @param array $args     The sidebar's arguments.
	 * @param array $instance The widget's settings.
	 */
	public function widget( $args, $instance ): void {
		echo $args['before_widget'] . x_stand_in_mc4wp_form() . $args['after_widget']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the stand-in's own markup.
	}
}
add_action( 'widgets_init', static fn() => register_widget( 'X_Stand_In_MC4WP_Widget' ) );
