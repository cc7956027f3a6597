<?php
/**
 * Must-use plugin of the test site only (tools/wp/test.mjs copies it into wp-content/mu-plugins/): stands in for
 * what Debian does not package and keeps the site off the network.
 *
 * - Contact Form 7's validation schema route (GET contact-form-7/v1/contact-forms/{id}/feedback/schema), which an
 *   x-contact-form fetches when it upgrades, answering an empty rule set as CF7 does for a form without rules.
 * - No emoji script (it fetches images from s.w.org).
 *
 * @package X_Elements
 */

add_action(
	'rest_api_init',
	static function (): void {
		register_rest_route(
			'contact-form-7/v1',
			'/contact-forms/(?P<id>\d+)/feedback/schema',
			array(
				'methods'             => 'GET',
				'permission_callback' => '__return_true',
				'callback'            => static fn() => array(
					'version' => 'Contact Form 7 SWV Schema 2024-10',
					'locale'  => 'en_US',
					'rules'   => array(),
				),
			)
		);
	}
);
remove_action( 'wp_head', 'print_emoji_detection_script', 7 );
remove_action( 'wp_print_styles', 'print_emoji_styles' );
