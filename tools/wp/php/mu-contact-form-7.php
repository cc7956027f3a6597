<?php
/**
 * Must-use plugin of the test site only: Contact Form 7's stand-in (see mu-wrapped-plugins.php), under CF7 6.1.6's
 * constant, script handles, shortcode, post type, meta, option and REST routes, rendering and answering as CF7 does
 * with its owner's settings (includes/contact-form.php, includes/submission.php, includes/rest-api.php,
 * modules/acceptance.php, modules/recaptcha/):
 *
 * - A form is a `wpcf7_contact_form` post: `_form` (its template, with the form-tags text, email, url, tel, textarea,
 *   acceptance and submit), `_messages` (its messages by CF7's keys; those left out are CF7's defaults) and
 *   `_additional_settings` (`name: value` lines). `[contact-form-7 id="…"]` renders it (by post id or `_hash`); an id
 *   that names no form renders form 5, the stand-in's own (a name and Send).
 * - Additional settings: `demo_mode: on` (the form's class demo; the mail skipped, demo_mode in the answer),
 *   `skip_mail: on` (the mail skipped), `subscribers_only: true` (CF7's notice instead of the form for a visitor who
 *   may not submit, CF7's _wpnonce in the form for one who may, status error for a post without a login) and
 *   `acceptance_as_validation: on` (the form's class wpcf7-acceptance-as-validation; a box not ticked is a field to
 *   fix, with the accept_terms message).
 * - reCAPTCHA v3: the `wpcf7` option's `recaptcha` (site key => secret), as CF7's Integration page saves it, turns it
 *   on: the hidden `_wpcf7_recaptcha_response`, Google's script (google-recaptcha.js, a stand-in whose tokens name
 *   their site key and action) and CF7's reCAPTCHA script (wpcf7-recaptcha.js) with `wpcf7_recaptcha`; a submission
 *   without a fresh token for the site key, or with one used before, is spam.
 * - What was posted, each submission's status and the mails sent are kept in the option x_stand_in_cf7_log, read at
 *   GET x-stand-in/v1/contact-form-7 (REST) (the checks compare what each side sent).
 *
 * @package X_Elements
 */

define( 'WPCF7_VERSION', '6.1.6' );

/**
 * CF7's default messages (wpcf7_messages()), the ones the stand-in's forms use.
 */
const X_STAND_IN_CF7_MESSAGES = array(
	'mail_sent_ok'     => 'Thank you for your message. It has been sent.',
	'mail_sent_ng'     => 'There was an error trying to send your message. Please try again later.',
	'validation_error' => 'One or more fields have an error. Please check and try again.',
	'spam'             => 'There was an error trying to send your message. Please try again later.',
	'accept_terms'     => 'You must accept the terms and conditions before sending your message.',
	'invalid_required' => 'Please fill out this field.',
	'invalid_too_long' => 'This field has a too long input.',
	'invalid_email'    => 'Please enter an email address.',
	'invalid_url'      => 'Please enter a URL.',
	'invalid_tel'      => 'Please enter a telephone number.',
);

add_action(
	'init',
	static fn() => register_post_type(
		'wpcf7_contact_form',
		array(
			'labels' => array( 'name' => 'Contact Forms' ),
			'public' => false,
		)
	)
);

/**
 * A form: its id, template, messages and additional settings; null when the id names none.
 *
 * @param int $id The form's post id.
 * @return array{id: int, form: string, messages: array<string, string>, settings: string}|null
 */
function x_stand_in_cf7_form( int $id ): ?array {
	$post = get_post( $id );
	if ( $post instanceof WP_Post && 'wpcf7_contact_form' === $post->post_type ) {
		$messages = get_post_meta( $id, '_messages', true );
		return array(
			'id'       => $id,
			'form'     => (string) get_post_meta( $id, '_form', true ),
			'messages' => array_merge( X_STAND_IN_CF7_MESSAGES, is_array( $messages ) ? array_filter( $messages, 'is_string' ) : array() ),
			'settings' => (string) get_post_meta( $id, '_additional_settings', true ),
		);
	}
	if ( 5 === $id ) {
		return array(
			'id'       => 5,
			'form'     => "<p><label> Your name<br />[text* your-name]</label></p>\n<p>[submit \"Send\"]</p>",
			'messages' => X_STAND_IN_CF7_MESSAGES,
			'settings' => '',
		);
	}
	return null;
}

/**
 * CF7's is_true(): the first value of an additional setting is on, true or 1.
 *
 * @param array  $form A form.
 * @param string $name The setting.
 */
function x_stand_in_cf7_is_true( array $form, string $name ): bool {
	foreach ( explode( "\n", $form['settings'] ) as $line ) {
		if ( 1 === preg_match( '/^([a-zA-Z0-9_]+)[\t ]*:(.*)$/', $line, $match ) && $match[1] === $name ) {
			return in_array( trim( $match[2] ), array( 'on', 'true', '1' ), true );
		}
	}
	return false;
}

/**
 * The form-tags of a template: type, required, name, options, values and content (an acceptance's text).
 *
 * @param string $template The form's template.
 * @return list<array{raw: string, type: string, required: bool, name: string, options: list<string>, values: list<string>, content: string}>
 */
function x_stand_in_cf7_tags( string $template ): array {
	preg_match_all( '/\[(text|email|url|tel|textarea|acceptance|submit)(\*?)((?:\s+(?:"[^"]*"|[^\s\]"]+))*)\s*\](?:(.*?)\[\/\1\])?/s', $template, $found, PREG_SET_ORDER );
	$tags = array();
	foreach ( $found as $match ) {
		preg_match_all( '/"([^"]*)"|(\S+)/', $match[3], $parts, PREG_SET_ORDER );
		$values  = array();
		$options = array();
		foreach ( $parts as $part ) {
			if ( isset( $part[2] ) && '' !== $part[2] ) {
				$options[] = $part[2];
			} else {
				$values[] = $part[1];
			}
		}
		$name   = 'submit' === $match[1] ? '' : (string) array_shift( $options );
		$tags[] = array(
			'raw'      => $match[0],
			'type'     => $match[1],
			'required' => '*' === $match[2],
			'name'     => $name,
			'options'  => $options,
			'values'   => $values,
			'content'  => trim( $match[4] ?? '' ),
		);
	}
	return $tags;
}

/**
 * A form-tag's markup, as CF7's modules render it.
 *
 * @param array $tag A form-tag (x_stand_in_cf7_tags()).
 */
function x_stand_in_cf7_tag_html( array $tag ): string {
	$name = esc_attr( $tag['name'] );
	$wrap = static fn( string $control ): string => '<span class="wpcf7-form-control-wrap" data-name="' . $name . '">' . $control . '</span>';
	$type = $tag['type'];
	switch ( $type ) {
		case 'submit':
			return '<input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="' . esc_attr( $tag['values'][0] ?? 'Submit' ) . '" />';
		case 'acceptance':
			$class = 'wpcf7-form-control wpcf7-acceptance' . ( in_array( 'invert', $tag['options'], true ) ? ' invert' : '' ) . ( in_array( 'optional', $tag['options'], true ) ? ' optional' : '' );
			return $wrap( '<span class="' . $class . '"><span class="wpcf7-list-item"><label><input type="checkbox" name="' . $name . '" value="1" aria-invalid="false" /><span class="wpcf7-list-item-label">' . esc_html( $tag['content'] ) . '</span></label></span></span>' );
		case 'textarea':
			$required = $tag['required'] ? ' wpcf7-validates-as-required" aria-required="true' : '';
			return $wrap( '<textarea cols="40" rows="10" maxlength="2000" class="wpcf7-form-control wpcf7-textarea' . $required . '" aria-invalid="false" name="' . $name . '"></textarea>' );
	}
	$class = 'wpcf7-form-control wpcf7-' . $type . ( $tag['required'] ? ' wpcf7-validates-as-required' : '' ) . ( 'text' === $type ? '' : ' wpcf7-text wpcf7-validates-as-' . $type );
	return $wrap( '<input size="40" maxlength="400" class="' . $class . '"' . ( $tag['required'] ? ' aria-required="true"' : '' ) . ' aria-invalid="false" value="" type="' . $type . '" name="' . $name . '" />' );
}

/**
 * CF7's reCAPTCHA site key, while its service is active (a key with a secret in the `wpcf7` option).
 */
function x_stand_in_cf7_recaptcha_key(): string {
	$option = get_option( 'wpcf7' );
	$keys   = is_array( $option ) && is_array( $option['recaptcha'] ?? null ) ? $option['recaptcha'] : array();
	foreach ( $keys as $sitekey => $secret ) {
		return ( '' !== (string) $sitekey && '' !== (string) $secret ) ? (string) $sitekey : '';
	}
	return '';
}

/**
 * A form as CF7's form_html() renders it.
 *
 * @param array $form A form.
 */
function x_stand_in_cf7_html( array $form ): string {
	static $count = 0;
	if ( x_stand_in_cf7_is_true( $form, 'subscribers_only' ) && ! current_user_can( 'read' ) ) {
		return '<p class="wpcf7-subscribers-only">This contact form is available only for logged in users.</p>';
	}
	++$count;
	$post     = in_the_loop() ? (int) get_the_ID() : 0;
	$unit_tag = 'wpcf7-f' . $form['id'] . ( $post ? '-p' . $post : '' ) . '-o' . $count;
	$class    = 'wpcf7-form init' . ( x_stand_in_cf7_is_true( $form, 'demo_mode' ) ? ' demo' : '' )
		. ( x_stand_in_cf7_is_true( $form, 'acceptance_as_validation' ) ? ' wpcf7-acceptance-as-validation' : '' );
	$hidden   = array(
		'_wpcf7'                  => $form['id'],
		'_wpcf7_version'          => WPCF7_VERSION,
		'_wpcf7_locale'           => 'en_US',
		'_wpcf7_unit_tag'         => $unit_tag,
		'_wpcf7_container_post'   => $post,
		'_wpcf7_posted_data_hash' => '',
	);
	if ( x_stand_in_cf7_is_true( $form, 'subscribers_only' ) && is_user_logged_in() ) {
		$hidden['_wpnonce'] = wp_create_nonce( 'wp_rest' );
	}
	if ( '' !== x_stand_in_cf7_recaptcha_key() ) {
		$hidden['_wpcf7_recaptcha_response'] = '';
	}
	$fields = '';
	foreach ( $hidden as $name => $value ) {
		$fields .= '<input type="hidden" name="' . $name . '" value="' . esc_attr( (string) $value ) . '" />';
	}
	$body = $form['form'];
	foreach ( x_stand_in_cf7_tags( $body ) as $tag ) {
		$body = str_replace( $tag['raw'], x_stand_in_cf7_tag_html( $tag ), $body );
	}
	$action = strtok( (string) ( $_SERVER['REQUEST_URI'] ?? '/' ), '#' ) . '#' . $unit_tag; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- as CF7's wpcf7_get_request_uri(), escaped below.
	return "\n" . '<div class="wpcf7 no-js" id="' . $unit_tag . '" lang="en-US" dir="ltr" data-wpcf7-id="' . $form['id'] . '">'
		. "\n" . '<div class="screen-reader-response"><p role="status" aria-live="polite" aria-atomic="true"></p> <ul></ul></div>'
		. "\n" . '<form action="' . esc_url( $action ) . '" method="post" class="' . $class . '" aria-label="Contact form" novalidate="novalidate" data-status="init">'
		. "\n" . '<fieldset class="hidden-fields-container">' . $fields . "\n</fieldset>\n" . $body
		. '<div class="wpcf7-response-output" aria-hidden="true"></div>' . "\n</form>\n</div>\n";
}

add_shortcode(
	'contact-form-7',
	static function ( $atts ): string {
		$id   = (string) ( is_array( $atts ) ? ( $atts['id'] ?? '' ) : '' );
		$form = null;
		if ( 1 === preg_match( '/^[0-9]+$/', $id ) ) {
			$form = x_stand_in_cf7_form( (int) $id );
		} elseif ( 1 === preg_match( '/^[0-9a-f]{7,}$/', $id ) ) {
			$found = get_posts(
				array(
					'post_type'      => 'wpcf7_contact_form',
					'posts_per_page' => 1,
					'meta_query'     => array( array( 'key' => '_hash', 'compare' => 'REGEXP', 'value' => '^' . $id ) ), // phpcs:ignore WordPress.DB.SlowDBQuery -- as CF7's own lookup.
				)
			);
			$form  = $found ? x_stand_in_cf7_form( $found[0]->ID ) : null;
		}
		return x_stand_in_cf7_html( $form ?? x_stand_in_cf7_form( 5 ) );
	}
);

add_action(
	'wp_enqueue_scripts',
	static function (): void {
		wp_register_script( 'swv', x_stand_in_script( 'swv' ), array(), WPCF7_VERSION, true );
		wp_register_script( 'contact-form-7', x_stand_in_script( 'contact-form-7' ), array( 'swv' ), WPCF7_VERSION, true );
		if ( apply_filters( 'wpcf7_load_js', true ) ) {
			wp_enqueue_script( 'contact-form-7' );
			$wpcf7 = array(
				'api' => array(
					'root'      => sanitize_url( get_rest_url() ),
					'namespace' => 'contact-form-7/v1',
				),
			);
			wp_add_inline_script( 'contact-form-7', sprintf( 'var wpcf7 = %s;', wp_json_encode( $wpcf7, JSON_PRETTY_PRINT ) ), 'before' );
		}
	}
);

// CF7's reCAPTCHA module enqueues its scripts at 20, whatever wpcf7_load_js says.
add_action(
	'wp_enqueue_scripts',
	static function (): void {
		$sitekey = x_stand_in_cf7_recaptcha_key();
		if ( '' === $sitekey ) {
			return;
		}
		wp_register_script( 'google-recaptcha', add_query_arg( array( 'render' => $sitekey ), x_stand_in_script( 'google-recaptcha' ) ), array(), '3.0', array( 'in_footer' => true ) );
		wp_register_script( 'wpcf7-recaptcha', x_stand_in_script( 'wpcf7-recaptcha' ), array( 'google-recaptcha' ), WPCF7_VERSION, array( 'in_footer' => true ) );
		wp_enqueue_script( 'wpcf7-recaptcha' );
		$object = array(
			'sitekey' => $sitekey,
			'actions' => apply_filters(
				'wpcf7_recaptcha_actions',
				array(
					'homepage'    => 'homepage',
					'contactform' => 'contactform',
				)
			),
		);
		wp_add_inline_script( 'wpcf7-recaptcha', sprintf( 'var wpcf7_recaptcha = %s;', wp_json_encode( $object, JSON_PRETTY_PRINT ) ), 'before' );
	},
	20
);

/**
 * A REST error as CF7 answers it.
 *
 * @param string $code    The code.
 * @param string $message The message.
 * @param int    $status  The HTTP status.
 */
function x_stand_in_cf7_error( string $code, string $message, int $status ): WP_Error {
	return new WP_Error( $code, $message, array( 'status' => $status ) );
}

/**
 * The swv schema CF7 serves for a form: its form-tags' rules, with the form's messages.
 *
 * @param array $form A form.
 */
function x_stand_in_cf7_schema( array $form ): array {
	$rules = array();
	foreach ( x_stand_in_cf7_tags( $form['form'] ) as $tag ) {
		if ( in_array( $tag['type'], array( 'submit', 'acceptance' ), true ) ) {
			continue;
		}
		$rule = static fn( string $kind, string $message, array $more = array() ): array => array( 'rule' => $kind, 'field' => $tag['name'] ) + $more + array( 'error' => $form['messages'][ $message ] );
		if ( $tag['required'] ) {
			$rules[] = $rule( 'required', 'invalid_required' );
		}
		if ( in_array( $tag['type'], array( 'email', 'url', 'tel' ), true ) ) {
			$rules[] = $rule( $tag['type'], 'invalid_' . $tag['type'] );
		}
		$rules[] = $rule( 'maxlength', 'invalid_too_long', array( 'threshold' => 'textarea' === $tag['type'] ? 2000 : 400 ) );
	}
	return array(
		'version' => 'Contact Form 7 SWV Schema 2024-10',
		'locale'  => 'en_US',
		'rules'   => $rules,
	);
}

/**
 * What CF7's submission decides for a post: the status, its message and the fields to fix.
 *
 * @param array $form   A form.
 * @param array $posted The posted fields.
 * @return array{status: string, message: string, invalid: array<string, string>, recaptcha: string}
 */
function x_stand_in_cf7_judge( array $form, array $posted ): array {
	$value    = static fn( string $name ): string => is_scalar( $posted[ $name ] ?? null ) ? trim( (string) $posted[ $name ] ) : '';
	$accepted = static fn( array $tag ): bool => in_array( 'optional', $tag['options'], true ) || ( '' !== $value( $tag['name'] ) ) !== in_array( 'invert', $tag['options'], true );
	$invalid  = array();
	$result   = static fn( string $status, string $message, array $invalid = array(), string $recaptcha = '' ): array => compact( 'status', 'message', 'invalid', 'recaptcha' );
	foreach ( x_stand_in_cf7_tags( $form['form'] ) as $tag ) {
		$text = $value( $tag['name'] );
		if ( 'acceptance' === $tag['type'] ) {
			if ( x_stand_in_cf7_is_true( $form, 'acceptance_as_validation' ) && ! $accepted( $tag ) ) {
				$invalid[ $tag['name'] ] = $form['messages']['accept_terms'];
			}
		} elseif ( 'submit' !== $tag['type'] && $tag['required'] && '' === $text ) {
			$invalid[ $tag['name'] ] = $form['messages']['invalid_required'];
		} elseif ( 'email' === $tag['type'] && '' !== $text && ! is_email( $text ) ) {
			$invalid[ $tag['name'] ] = $form['messages']['invalid_email'];
		}
	}
	if ( $invalid ) {
		return $result( 'validation_failed', $form['messages']['validation_error'], $invalid );
	}
	foreach ( x_stand_in_cf7_tags( $form['form'] ) as $tag ) {
		if ( 'acceptance' === $tag['type'] && ! $accepted( $tag ) ) {
			return $result( 'acceptance_missing', $form['messages']['accept_terms'] );
		}
	}
	// CF7 checks no spam for a subscriber of a subscribers-only form.
	$subscriber = x_stand_in_cf7_is_true( $form, 'subscribers_only' ) && current_user_can( 'read' );
	$sitekey    = x_stand_in_cf7_recaptcha_key();
	$action     = '';
	if ( ! $subscriber && '' !== $sitekey ) {
		$token  = $value( '_wpcf7_recaptcha_response' );
		$used   = (array) get_option( 'x_stand_in_recaptcha_used', array() );
		$parts  = explode( '.', $token );
		$fresh  = 5 === count( $parts ) && 'x-stand-in-recaptcha' === $parts[0] && $parts[1] === $sitekey && (int) $parts[4] > time() - 120 && ! in_array( $token, $used, true );
		$action = $fresh ? $parts[2] : '';
		update_option( 'x_stand_in_recaptcha_used', array_merge( $used, array( $token ) ) );
		if ( ! $fresh ) {
			return $result( 'spam', $form['messages']['spam'] );
		}
	}
	$nonce_ok = ! x_stand_in_cf7_is_true( $form, 'subscribers_only' ) || ! is_user_logged_in() || false !== wp_verify_nonce( $value( '_wpnonce' ), 'wp_rest' );
	if ( ! $subscriber && ( strlen( (string) ( $_SERVER['HTTP_USER_AGENT'] ?? '' ) ) < 2 || ! $nonce_ok ) ) { // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- only its length is read.
		return $result( 'spam', $form['messages']['spam'], array(), $action );
	}
	return $result( 'mail_sent', $form['messages']['mail_sent_ok'], array(), $action );
}

/**
 * POST contact-forms/{id}/feedback, as CF7's create_feedback() and submit() answer it.
 *
 * @param WP_REST_Request $request The request.
 * @return WP_REST_Response|WP_Error
 */
function x_stand_in_cf7_feedback( WP_REST_Request $request ) {
	if ( ! str_starts_with( (string) $request->get_header( 'Content-Type' ), 'multipart/form-data' ) ) {
		return x_stand_in_cf7_error( 'wpcf7_unsupported_media_type', 'The request payload format is not supported.', 415 );
	}
	$form = x_stand_in_cf7_form( (int) $request['id'] );
	if ( null === $form ) {
		return x_stand_in_cf7_error( 'wpcf7_not_found', 'The requested contact form was not found.', 404 );
	}
	$unit_tag = preg_replace( '/[^A-Za-z0-9_-]/', '', (string) $request->get_param( '_wpcf7_unit_tag' ) );
	if ( '' === $unit_tag ) {
		return x_stand_in_cf7_error( 'wpcf7_unit_tag_not_found', 'There is no valid unit tag.', 400 );
	}
	$posted = $request->get_body_params();
	$fields = array_filter( $posted, static fn( $name ): bool => ! str_starts_with( (string) $name, '_' ), ARRAY_FILTER_USE_KEY );
	$log    = (array) get_option( 'x_stand_in_cf7_log', array() );
	if ( x_stand_in_cf7_is_true( $form, 'subscribers_only' ) && ! current_user_can( 'read' ) ) {
		$log[] = array(
			'form'   => $form['id'],
			'status' => 'error',
			'fields' => $fields,
		);
		update_option( 'x_stand_in_cf7_log', $log );
		return rest_ensure_response(
			array(
				'contact_form_id' => $form['id'],
				'status'          => 'error',
				'message'         => 'This contact form is available only for logged in users.',
				'into'            => '#' . $unit_tag,
				'invalid_fields'  => array(),
			)
		);
	}
	$verdict  = x_stand_in_cf7_judge( $form, $posted );
	$skip     = x_stand_in_cf7_is_true( $form, 'demo_mode' ) || x_stand_in_cf7_is_true( $form, 'skip_mail' );
	$response = array(
		'contact_form_id' => $form['id'],
		'status'          => $verdict['status'],
		'message'         => $verdict['message'],
	);
	if ( 'validation_failed' === $verdict['status'] ) {
		$response['invalid_fields'] = $verdict['invalid'];
	}
	$response['posted_data_hash'] = 'mail_sent' === $verdict['status'] ? md5( (string) wp_json_encode( $fields ) ) : '';
	if ( x_stand_in_cf7_is_true( $form, 'demo_mode' ) ) {
		$response['demo_mode'] = true;
	}
	$response = array_merge( $response, array( 'into' => '#' . $unit_tag ) );
	$invalid  = array();
	foreach ( $verdict['invalid'] as $name => $message ) {
		$invalid[] = array(
			'field'    => $name,
			'message'  => $message,
			'idref'    => null,
			'error_id' => $unit_tag . '-ve-' . $name,
		);
	}
	$response['invalid_fields'] = $invalid;
	$log[]                      = array(
		'form'      => $form['id'],
		'status'    => $verdict['status'],
		'fields'    => $fields,
		'recaptcha' => $verdict['recaptcha'],
		'mailed'    => 'mail_sent' === $verdict['status'] && ! $skip,
	);
	update_option( 'x_stand_in_cf7_log', $log );
	return rest_ensure_response( $response );
}

add_action(
	'rest_api_init',
	static function (): void {
		$form_of = static function ( WP_REST_Request $request ) {
			$form = x_stand_in_cf7_form( (int) $request['id'] );
			return $form ?? x_stand_in_cf7_error( 'wpcf7_not_found', 'The requested contact form was not found.', 404 );
		};
		register_rest_route(
			'contact-form-7/v1',
			'/contact-forms/(?P<id>\d+)/feedback',
			array(
				'methods'             => 'POST',
				'permission_callback' => '__return_true',
				'callback'            => 'x_stand_in_cf7_feedback',
			)
		);
		register_rest_route(
			'contact-form-7/v1',
			'/contact-forms/(?P<id>\d+)/feedback/schema',
			array(
				'methods'             => 'GET',
				'permission_callback' => '__return_true',
				'callback'            => static function ( WP_REST_Request $request ) use ( $form_of ) {
					$form = $form_of( $request );
					return is_wp_error( $form ) ? $form : rest_ensure_response( x_stand_in_cf7_schema( $form ) );
				},
			)
		);
		register_rest_route(
			'contact-form-7/v1',
			'/contact-forms/(?P<id>\d+)/refill',
			array(
				'methods'             => 'GET',
				'permission_callback' => '__return_true',
				'callback'            => static function ( WP_REST_Request $request ) use ( $form_of ) {
					$form = $form_of( $request );
					return is_wp_error( $form ) ? $form : rest_ensure_response( array() );
				},
			)
		);
		// The test's window on what was posted (the test site only).
		register_rest_route(
			'x-stand-in/v1',
			'/contact-form-7',
			array(
				'methods'             => 'GET',
				'permission_callback' => '__return_true',
				'callback'            => static fn() => rest_ensure_response( (array) get_option( 'x_stand_in_cf7_log', array() ) ),
			)
		);
	}
);
