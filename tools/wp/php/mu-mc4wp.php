<?php
/**
 * Must-use plugin of the test site only: Mailchimp for WordPress's stand-in (see mu-wrapped-plugins.php), under
 * MC4WP 4.13.1's constant, script handles, shortcode, block, widget, post type and meta, rendering its forms and
 * taking their posts as MC4WP does with its owner's settings (includes/forms/class-form.php, class-form-element.php,
 * class-form-listener.php, class-asset-manager.php, config/default-form-*.php):
 *
 * - A form is an `mc4wp-form` post: its content (the fields), `_mc4wp_settings` (MC4WP's keys, over its defaults:
 *   lists, redirect, hide_after_success, required_fields …) and a `text_KEY` meta per message it changes (subscribed,
 *   error, required_field_missing …). `[mc4wp_form id="…"]`, the block and the widget render it; an id that names no
 *   form renders form 7, the stand-in's own (an email address and Sign up).
 * - A post naming `_mc4wp_form_id` is taken at init: MC4WP's checks (lists, its spam checks, the email address, the
 *   required fields), then the sign-up (kept in the option x_stand_in_mc4wp_subscribers; an address kept before is
 *   already subscribed); the form then renders with its classes and notices, without its fields after a success
 *   when hide_after_success is on; a success with a redirect set is answered with that redirect, unless the request
 *   asks for JSON. Each post is kept in the option x_stand_in_mc4wp_log, read at GET x-stand-in/v1/mc4wp (REST).
 * - Scripts: the inline window.mc4wp stub inside the output and `mc4wp-forms-api` at wp_footer (with
 *   `mc4wp-forms-submitted` and mc4wp_submitted_form after a post), while `mc4wp_load_form_scripts` allows them.
 *
 * @package X_Elements
 */

define( 'MC4WP_VERSION', '4.13.1' );

/**
 * MC4WP's default form settings.
 */
const X_STAND_IN_MC4WP_SETTINGS = array(
	'css'                    => 0,
	'double_optin'           => 1,
	'hide_after_success'     => 0,
	'lists'                  => array(),
	'redirect'               => '',
	'replace_interests'      => 1,
	'required_fields'        => '',
	'update_existing'        => 0,
	'subscriber_tags'        => '',
	'remove_subscriber_tags' => '',
	'email_typo_check'       => 0,
);

/**
 * MC4WP's default messages: type and text.
 */
const X_STAND_IN_MC4WP_MESSAGES = array(
	'subscribed'             => array( 'success', 'Thank you, your sign-up request was successful! Please check your email inbox to confirm.' ),
	'updated'                => array( 'success', 'Thank you, your records have been updated!' ),
	'unsubscribed'           => array( 'success', 'You were successfully unsubscribed.' ),
	'not_subscribed'         => array( 'notice', 'Given email address is not subscribed.' ),
	'error'                  => array( 'error', 'Oops. Something went wrong. Please try again later.' ),
	'invalid_email'          => array( 'error', 'Please provide a valid email address.' ),
	'already_subscribed'     => array( 'notice', 'Given email address is already subscribed, thank you!' ),
	'required_field_missing' => array( 'error', 'Please fill in the required fields.' ),
	'no_lists_selected'      => array( 'error', 'Please select at least one list.' ),
	'spam'                   => array( 'error', 'Your submission was marked as spam.' ),
);

add_action(
	'init',
	static function (): void {
		register_post_type(
			'mc4wp-form',
			array(
				'labels' => array( 'name' => 'Forms' ),
				'public' => false,
			)
		);
		wp_register_script( 'mc4wp-forms-api', x_stand_in_script( 'mc4wp-forms-api' ), array(), MC4WP_VERSION, true );
		register_block_type( 'mailchimp-for-wp/form', array( 'render_callback' => static fn( $attributes ) => x_stand_in_mc4wp_show( (int) ( $attributes['id'] ?? 0 ) ) ) );
	},
	0
);

// A form's fields are its post's content, saved whole as MC4WP's editor saves it for an administrator (the test's
// tweak.php saves without a user, which Kses would leave without its inputs).
add_filter(
	'wp_insert_post_data',
	static function ( array $data, array $postarr, array $unsanitized ): array {
		if ( 'mc4wp-form' === $data['post_type'] && isset( $unsanitized['post_content'] ) ) {
			$data['post_content'] = $unsanitized['post_content'];
		}
		return $data;
	},
	10,
	3
);

/**
 * A form as MC4WP_Form loads it: id, name, content, status, settings and messages; form 7 when the id names none.
 *
 * @param int $id The form's post id (0: the first published form).
 * @return array{id: int, name: string, content: string, status: string, settings: array, messages: array<string, string>}
 */
function x_stand_in_mc4wp_form( int $id ): array {
	if ( 0 === $id ) {
		$first = get_posts(
			array(
				'post_type'   => 'mc4wp-form',
				'numberposts' => 1,
				'post_status' => 'publish',
				'orderby'     => 'ID',
				'order'       => 'ASC',
			)
		);
		$id    = $first ? $first[0]->ID : 7;
	}
	$post = get_post( $id );
	if ( ! $post instanceof WP_Post || 'mc4wp-form' !== $post->post_type ) {
		return array(
			'id'       => 7,
			'name'     => 'Newsletter',
			'content'  => '<p><label>Email address: <input type="email" name="EMAIL" placeholder="Your email address" required /></label></p><p><input type="submit" value="Sign up" /></p>',
			'status'   => 'publish',
			'settings' => array_merge( X_STAND_IN_MC4WP_SETTINGS, array( 'lists' => array( 'x-stand-in-list' ) ) ),
			'messages' => array_map( static fn( array $message ): string => $message[1], X_STAND_IN_MC4WP_MESSAGES ),
		);
	}
	$meta     = get_post_meta( $id, '_mc4wp_settings', true );
	$settings = array_merge( X_STAND_IN_MC4WP_SETTINGS, is_array( $meta ) ? $meta : array() );
	$allowed  = array_fill_keys( array( 'strong', 'b', 'em', 'i', 'a', 'br', 'span', 'img' ), array_fill_keys( array( 'class', 'id', 'style', 'href', 'target', 'src', 'width', 'height', 'alt' ), true ) );
	$messages = array();
	foreach ( X_STAND_IN_MC4WP_MESSAGES as $key => $message ) {
		$text             = get_post_meta( $id, 'text_' . $key, true );
		$messages[ $key ] = is_string( $text ) && metadata_exists( 'post', $id, 'text_' . $key ) ? wp_kses( $text, $allowed ) : $message[1];
	}
	return array(
		'id'       => $id,
		'name'     => $post->post_title,
		'content'  => $post->post_content,
		'status'   => $post->post_status,
		'settings' => $settings,
		'messages' => $messages,
	);
}

/**
 * MC4WP's get_required_fields(): the setting's names, upper-cased, without EMAIL and array keys.
 *
 * @param array $form A form.
 * @return list<string>
 */
function x_stand_in_mc4wp_required( array $form ): array {
	$names = explode( ',', (string) preg_replace( '/\[\w+\]/', '', strtoupper( (string) $form['settings']['required_fields'] ) ) );
	return array_values( array_filter( array_unique( array_diff( $names, array( 'EMAIL' ) ) ) ) );
}

/**
 * MC4WP_Form_Listener: a post of one of its forms, taken at init as MC4WP takes it.
 */
function x_stand_in_mc4wp_listen(): void {
	// phpcs:disable WordPress.Security.NonceVerification.Missing -- MC4WP's forms post without a nonce.
	if ( empty( $_POST['_mc4wp_form_id'] ) ) {
		return;
	}
	$raw  = wp_unslash( $_POST );
	$form = x_stand_in_mc4wp_form( (int) $raw['_mc4wp_form_id'] );
	// phpcs:enable
	$data = array();
	foreach ( $raw as $key => $value ) {
		if ( is_string( $key ) && '' !== $key && '_' !== $key[0] ) {
			$data[ strtoupper( $key ) ] = is_array( $value ) ? array_filter( $value ) : $value;
		}
	}
	$errors = array();
	$agent  = (string) ( $_SERVER['HTTP_USER_AGENT'] ?? '' ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- only matched.
	if ( empty( $form['settings']['lists'] ) ) {
		$errors[] = 'no_lists_selected';
	}
	if ( '' === $agent || preg_match( '/bot|crawl|spider|seo|lighthouse|facebookexternalhit|preview/i', $agent ) ) {
		$errors[] = 'spam.user_agent';
	} elseif ( ! isset( $raw['_mc4wp_timestamp'] ) || $raw['_mc4wp_timestamp'] < ( time() - DAY_IN_SECONDS * 90 ) || $raw['_mc4wp_timestamp'] > ( time() - 2 ) ) {
		$errors[] = 'spam.timestamp';
	} elseif ( ! isset( $raw['_mc4wp_honeypot'] ) || '' !== $raw['_mc4wp_honeypot'] ) {
		$errors[] = 'spam.honeypot';
	}
	if ( ! $errors ) {
		if ( ! is_email( (string) ( $data['EMAIL'] ?? '' ) ) ) {
			$errors[] = 'invalid_email';
		}
		foreach ( x_stand_in_mc4wp_required( $form ) as $field ) {
			$value = $data[ $field ] ?? '';
			if ( '' === $value || array() === $value ) {
				$errors[] = 'required_field_missing';
				break;
			}
		}
	}
	$notices = array();
	$event   = '';
	if ( $errors ) {
		foreach ( $errors as $error ) {
			$key       = explode( '.', $error )[0];
			$notices[] = array( 'error', $form['messages'][ $key ] ?? $form['messages']['error'] );
		}
	} else {
		$email       = strtolower( (string) $data['EMAIL'] );
		$subscribers = (array) get_option( 'x_stand_in_mc4wp_subscribers', array() );
		if ( in_array( $email, $subscribers, true ) ) {
			$errors[]  = 'already_subscribed';
			$notices[] = array( 'notice', $form['messages']['already_subscribed'] );
		} else {
			update_option( 'x_stand_in_mc4wp_subscribers', array_merge( $subscribers, array( $email ) ) );
			$event     = 'subscribed';
			$notices[] = array( 'success', $form['messages']['subscribed'] );
		}
	}
	$log   = (array) get_option( 'x_stand_in_mc4wp_log', array() );
	$log[] = array(
		'form'   => $form['id'],
		'fields' => $data,
		'errors' => $errors,
		'event'  => $event,
	);
	update_option( 'x_stand_in_mc4wp_log', $log );
	$GLOBALS['x_stand_in_mc4wp_submitted'] = array(
		'id'         => $form['id'],
		'element_id' => (string) ( $raw['_mc4wp_form_element_id'] ?? '' ),
		'errors'     => $errors,
		'notices'    => $notices,
		'event'      => $event,
		'data'       => $data,
	);
	// MC4WP redirects after a success, unless the request wants JSON.
	$wants_json = str_contains( (string) ( $_SERVER['HTTP_ACCEPT'] ?? '' ), 'application/json' ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- only matched.
	$redirect   = trim( (string) $form['settings']['redirect'] );
	if ( ! $errors && ! $wants_json && '' !== $redirect ) {
		wp_redirect( $redirect ); // phpcs:ignore WordPress.Security.SafeRedirect -- MC4WP's own call: the owner's URL may be on another site.
		exit;
	}
}
add_action( 'init', 'x_stand_in_mc4wp_listen' );

/**
 * A form's markup as MC4WP_Form_Element::generate_html() renders it, with MC4WP's stub script before it while its
 * scripts are allowed.
 *
 * @param int $id The form's post id.
 */
function x_stand_in_mc4wp_show( int $id = 0 ): string {
	static $count = 0;
	++$count;
	$form       = x_stand_in_mc4wp_form( $id );
	$element_id = 'mc4wp-form-' . $count;
	if ( 'publish' !== $form['status'] ) {
		return '';
	}
	$stub = '';
	if ( apply_filters( 'mc4wp_load_form_scripts', true ) ) {
		$stub                           = '<script id="mc4wp-stub-' . $count . '">window.mc4wp = window.mc4wp || { listeners: [], forms: { on: function () {} } };</script>';
		$GLOBALS['x_stand_in_mc4wp_js'] = true;
	}
	$submitted = $GLOBALS['x_stand_in_mc4wp_submitted'] ?? null;
	$mine      = is_array( $submitted ) && $submitted['id'] === $form['id'] && $submitted['element_id'] === $element_id;
	$classes   = 'mc4wp-form mc4wp-form-' . $form['id'] . ( $mine ? ' mc4wp-form-submitted ' . ( $submitted['errors'] ? 'mc4wp-form-error' : 'mc4wp-form-success' ) : '' );
	$response  = '';
	foreach ( $mine ? $submitted['notices'] : array() as [ $type, $text ] ) {
		$response .= '' === $text ? '' : sprintf( '<div class="mc4wp-alert mc4wp-%s" role="alert"><p>%s</p></div>', esc_attr( $type ), $text );
	}
	$fields = '';
	if ( ! $mine || ! $form['settings']['hide_after_success'] || $submitted['errors'] ) {
		$fields = '<div class="mc4wp-form-fields">' . $form['content'] . '</div>'
			. '<label style="display: none !important;">Leave this field empty if you&#039;re human: <input type="text" name="_mc4wp_honeypot" value="" tabindex="-1" autocomplete="off" /></label>'
			. '<input type="hidden" name="_mc4wp_timestamp" value="' . time() . '" /><input type="hidden" name="_mc4wp_form_id" value="' . $form['id'] . '" />'
			. '<input type="hidden" name="_mc4wp_form_element_id" value="' . $element_id . '" />';
	}
	return $stub . '<!-- Mailchimp for WordPress v' . MC4WP_VERSION . ' - https://wordpress.org/plugins/mailchimp-for-wp/ -->'
		. '<form id="' . $element_id . '" class="' . esc_attr( $classes ) . '" method="post" data-id="' . $form['id'] . '" data-name="' . esc_attr( $form['name'] ) . '" >'
		. $fields . '<div class="mc4wp-response">' . $response . '</div></form><!-- / Mailchimp for WordPress Plugin -->';
}
add_shortcode( 'mc4wp_form', static fn( $atts ) => x_stand_in_mc4wp_show( (int) ( is_array( $atts ) ? ( $atts['id'] ?? 0 ) : 0 ) ) );

add_action(
	'wp_footer',
	static function (): void {
		if ( ! apply_filters( 'mc4wp_load_form_scripts', ! empty( $GLOBALS['x_stand_in_mc4wp_js'] ) ) ) {
			return;
		}
		wp_enqueue_script( 'mc4wp-forms-api' );
		$submitted = $GLOBALS['x_stand_in_mc4wp_submitted'] ?? null;
		if ( is_array( $submitted ) ) {
			$data = array(
				'id'          => $submitted['id'],
				'event'       => $submitted['event'],
				'data'        => $submitted['data'],
				'element_id'  => $submitted['element_id'],
				'auto_scroll' => true,
			) + ( $submitted['errors'] ? array( 'errors' => $submitted['errors'] ) : array() );
			wp_enqueue_script( 'mc4wp-forms-submitted', x_stand_in_script( 'mc4wp-forms-submitted' ), array( 'mc4wp-forms-api' ), MC4WP_VERSION, true );
			wp_add_inline_script( 'mc4wp-forms-submitted', 'var mc4wp_submitted_form = ' . wp_json_encode( $data ) . ';', 'before' );
		}
	}
);

add_action(
	'rest_api_init',
	static fn() => register_rest_route(
		'x-stand-in/v1',
		'/mc4wp',
		array(
			'methods'             => 'GET',
			'permission_callback' => '__return_true',
			'callback'            => static fn() => rest_ensure_response( (array) get_option( 'x_stand_in_mc4wp_log', array() ) ),
		)
	)
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
		echo $args['before_widget'] . x_stand_in_mc4wp_show( (int) ( $instance['form_id'] ?? 0 ) ) . $args['after_widget']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the stand-in's own markup.
	}
}
add_action( 'widgets_init', static fn() => register_widget( 'X_Stand_In_MC4WP_Widget' ) );
