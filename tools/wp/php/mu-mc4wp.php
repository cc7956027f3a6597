<?php
/**
 * Must-use plugin of the test site only: Mailchimp for WordPress's stand-in, under its real constant, script handle, shortcode, block and widget
 * (see mu-wrapped-plugins.php).
 *
 * @package X_Elements
 */

define( 'MC4WP_VERSION', '4.13.1' );
add_action(
	'wp_enqueue_scripts',
	static fn() => wp_register_script( 'mc4wp-forms-api', x_stand_in_script( 'mc4wp-forms-api' ), array(), MC4WP_VERSION, true )
);

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
