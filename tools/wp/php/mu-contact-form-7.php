<?php
/**
 * Must-use plugin of the test site only: Contact Form 7's stand-in, under its real constant, script handles and shortcode
 * (see mu-wrapped-plugins.php).
 *
 * @package X_Elements
 */

define( 'WPCF7_VERSION', '6.1.6' );
add_action(
	'wp_enqueue_scripts',
	static function (): void {
		wp_register_script( 'swv', x_stand_in_script( 'swv' ), array(), WPCF7_VERSION, true );
		wp_register_script( 'contact-form-7', x_stand_in_script( 'contact-form-7' ), array( 'swv' ), WPCF7_VERSION, true );
		if ( apply_filters( 'wpcf7_load_js', true ) ) {
			wp_enqueue_script( 'contact-form-7' );
			wp_add_inline_script( 'contact-form-7', 'var wpcf7 = {"api":{}};', 'before' );
		}
	}
);

add_shortcode(
	'contact-form-7',
	static fn(): string => '<div class="wpcf7 no-js" id="wpcf7-f5-o1" lang="en-US" dir="ltr"><form action="/#wpcf7-f5-o1" method="post" class="wpcf7-form init" novalidate="novalidate" data-status="init">'
		. '<fieldset class="hidden-fields-container"><input type="hidden" name="_wpcf7" value="5" /><input type="hidden" name="_wpcf7_version" value="6.1.6" /><input type="hidden" name="_wpcf7_locale" value="en_US" /><input type="hidden" name="_wpcf7_unit_tag" value="wpcf7-f5-o1" /><input type="hidden" name="_wpcf7_container_post" value="0" /></fieldset>'
		. '<p><label> Your name<br /><span class="wpcf7-form-control-wrap" data-name="your-name"><input size="40" maxlength="400" class="wpcf7-form-control wpcf7-text wpcf7-validates-as-required" aria-required="true" aria-invalid="false" value="" type="text" name="your-name" /></span></label></p>'
		. '<p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="Send" /></p><div class="wpcf7-response-output" aria-hidden="true"></div></form></div>'
);
