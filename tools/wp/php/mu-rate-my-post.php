<?php
/**
 * Must-use plugin of the test site only: Rate My Post's stand-in, under its real constant, class, script handles,
 * shortcodes and admin-ajax actions (see mu-wrapped-plugins.php). Its settings are Rate My Post 4.5.1's own options
 * (rmp_options, rmp_security, rmp_customize_strings, with their keys and defaults, 2 meaning "on"), and its widget is
 * its rating-widget.php, feedback-widget.php and social-widget.php in short: the same classes, texts and sections,
 * printed only when the owner's settings print them.
 *
 * @package X_Elements
 */

define( 'RATE_MY_POST_VERSION', '4.5.1' );

/**
 * Rate My Post's settings as its own code reads them: its defaults under what the owner saved.
 *
 * @param string $name rmp_options, rmp_security or rmp_customize_strings.
 */
function x_stand_in_rmp( string $name ): array {
	$defaults = array(
		'rmp_options'           => array(
			'feedback'          => 1,
			'social'            => 1,
			'fb'                => '',
			'pinterest'         => '',
			'twitter'           => '',
			'linkedin'          => '',
			'cookieDisable'     => 1,
			'notShowRating'     => 1,
			'positiveNegative'  => 2,
			'hoverTexts'        => 1,
			'preventAccidental' => 1,
			'socialShare'       => 1,
			'ajaxLoad'          => 1,
		),
		'rmp_security'          => array(
			'recaptcha'  => 1,
			'siteKey'    => '',
			'secretKey'  => '',
			'votingPriv' => 1,
		),
		'rmp_customize_strings' => array(
			'rateTitle'        => 'How useful was this post?',
			'rateSubtitle'     => 'Click on a star to rate it!',
			'rateResult'       => 'Average rating',
			'rateResult2'      => 'Vote count:',
			'cookieNotice'     => 'You already voted! This vote will not be counted!',
			'noRating'         => 'No votes so far! Be the first to rate this post.',
			'afterVote'        => 'Thank you for rating this post!',
			'star1'            => 'Not at all useful',
			'star2'            => 'Somewhat useful',
			'star3'            => 'Useful',
			'star4'            => 'Fairly useful',
			'star5'            => 'Very useful',
			'socialTitle'      => 'As you found this post useful...',
			'socialSubtitle'   => 'Follow us on social media!',
			'feedbackTitle'    => 'We are sorry that this post was not useful for you!',
			'feedbackSubtitle' => 'Let us improve this post!',
			'feedbackText'     => 'Tell us how we can improve this post?',
			'feedbackNotice'   => 'Thanks for your feedback!',
			'feedbackButton'   => 'Submit Feedback',
			'feedbackAlert'    => 'Please insert your feedback in the box above!',
			'submitButtonText' => 'Submit Rating',
		),
	);
	$saved = get_option( $name );
	return array_merge( $defaults[ $name ], is_array( $saved ) ? $saved : array() );
}

/**
 * The part of Rate My Post's public class the elements call: whether the visitor may not vote.
 */
final class Rate_My_Post_Public {

	/**
	 * As Rate My Post 4.5.1: only logged-in visitors vote when the owner says so, and a filter decides last.
	 */
	public static function is_not_votable(): bool {
		$security = x_stand_in_rmp( 'rmp_security' );
		return (bool) apply_filters( 'rmp_is_not_votable', 2 === (int) $security['votingPriv'] && ! is_user_logged_in() );
	}
}

add_action(
	'wp_enqueue_scripts',
	static function (): void {
		wp_enqueue_script( 'rate-my-post', x_stand_in_script( 'rate-my-post' ), array(), RATE_MY_POST_VERSION, true );
		// Its reCAPTCHA v3 script, only while the owner has it on (Google's api.js; here a stand-in grecaptcha).
		if ( 2 === (int) x_stand_in_rmp( 'rmp_security' )['recaptcha'] ) {
			wp_enqueue_script( 'rmp-recaptcha', x_stand_in_script( 'google-recaptcha' ), array(), RATE_MY_POST_VERSION, true );
		}
	}
);

/**
 * The widget of a post, as Rate My Post prints it with the owner's settings.
 */
function x_stand_in_rmp_widget(): string {
	$post_id  = (int) get_the_ID();
	$options  = x_stand_in_rmp( 'rmp_options' );
	$strings  = array_map( 'esc_html', x_stand_in_rmp( 'rmp_customize_strings' ) );
	$average  = (float) get_post_meta( $post_id, 'rmp_avg_rating', true );
	$votes    = (int) get_post_meta( $post_id, 'rmp_vote_count', true );
	$stars    = '';
	for ( $star = 1; $star <= 5; $star++ ) {
		$stars .= '<li class="rmp-rating-widget__icons-list__icon js-rmp-rating-item" data-descriptive-rating="' . $strings[ 'star' . $star ] . '" data-value="' . $star . '" role="radio" aria-checked="false"><i class="js-rmp-rating-icon rmp-icon rmp-icon--ratings rmp-icon--star"></i></li>';
	}
	$results = 2 === (int) $options['notShowRating'] ? '' : $strings['rateResult'] . ' <span class="rmp-rating-widget__results__rating js-rmp-avg-rating">' . $average . '</span>/5. ' . $strings['rateResult2'] . ' <span class="rmp-rating-widget__results__votes js-rmp-vote-count">' . $votes . '</span>';
	$html    = '<div class="rmp-widgets-container rmp-wp-plugin rmp-main-container js-rmp-widgets-container js-rmp-widgets-container--' . $post_id . '" data-post-id="' . $post_id . '">'
		. '<div class="rmp-rating-widget js-rmp-rating-widget" role="group">'
		. '<p class="rmp-heading rmp-heading--title">' . $strings['rateTitle'] . '</p><p class="rmp-heading rmp-heading--subtitle">' . $strings['rateSubtitle'] . '</p>'
		. '<div class="rmp-rating-widget__icons"><ul class="rmp-rating-widget__icons-list js-rmp-rating-icons-list" role="radiogroup">' . $stars . '</ul></div>'
		. '<p class="rmp-rating-widget__hover-text js-rmp-hover-text"></p>'
		. '<button class="rmp-rating-widget__submit-btn rmp-btn js-submit-rating-btn">' . $strings['submitButtonText'] . '</button>'
		. '<p class="rmp-rating-widget__results js-rmp-results' . ( $average ? '' : ' rmp-rating-widget__results--hidden' ) . '">' . $results . '</p>'
		. '<p class="rmp-rating-widget__not-rated js-rmp-not-rated' . ( $average ? ' rmp-rating-widget__not-rated--hidden' : '' ) . '">' . ( 1 === (int) $options['notShowRating'] ? $strings['noRating'] : '' ) . '</p>'
		. '<p class="rmp-rating-widget__msg js-rmp-msg"></p></div>';
	if ( 2 === (int) $options['social'] ) {
		$links = '';
		foreach ( array( 'fb' => 'facebook', 'pinterest' => 'pinterest', 'twitter' => 'twitter', 'linkedin' => 'linkedin' ) as $key => $icon ) {
			if ( '' !== (string) $options[ $key ] ) {
				$links .= '<a target="_blank" rel="nofollow noreferrer noopener" href="' . esc_url( $options[ $key ] ) . '" class="rmp-icon rmp-icon--' . $icon . ' rmp-icon--social"></a>';
			}
		}
		$html .= '<div class="rmp-social-widget js-rmp-social-widget"><p class="rmp-heading rmp-heading--title">' . $strings['socialTitle'] . '</p><p class="rmp-heading rmp-heading--subtitle">' . $strings['socialSubtitle'] . '</p><div class="rmp-social-widget__icons-container">' . $links . '</div></div>';
	}
	if ( 2 === (int) $options['feedback'] ) {
		$html .= '<div class="rmp-feedback-widget js-rmp-feedback-widget"><p class="rmp-heading rmp-heading--title">' . $strings['feedbackTitle'] . '</p><p class="rmp-heading rmp-heading--subtitle">' . $strings['feedbackSubtitle'] . '</p>'
			. '<div class="rmp-feedback-widget__container"><p class="rmp-feedback-widget__text">' . $strings['feedbackText'] . '</p><textarea class="rmp-feedback-widget__input js-rmp-feedback-input" rows="5" id="feedback-text"></textarea>'
			. '<button type="button" class="rmp-feedback-widget__btn rmp-btn rmp-btn--large js-rmp-feedback-button">' . $strings['feedbackButton'] . '</button><p class="rmp-feedback-widget__msg js-rmp-feedback-msg"></p></div></div>';
	}
	return $html . '</div>';
}
add_shortcode( 'ratemypost', 'x_stand_in_rmp_widget' );
add_shortcode( 'ratemypost-result', static fn(): string => '<div class="rmp-results-widget">No votes so far.</div>' );

/*
 * Its admin-ajax actions, answering as Rate My Post does (each request is logged in the option
 * x_stand_in_rmp_requests, so that a check can count them and read what was sent).
 */
$x_stand_in_rmp_answer = static function ( array $answer ): void {
	$requests   = (array) get_option( 'x_stand_in_rmp_requests', array() );
	$requests[] = array_map( 'sanitize_text_field', wp_unslash( $_POST ) ); // phpcs:ignore WordPress.Security.NonceVerification.Missing -- a stand-in records what it got.
	update_option( 'x_stand_in_rmp_requests', $requests );
	wp_send_json( $answer );
};
$x_stand_in_rmp_rate   = static function () use ( $x_stand_in_rmp_answer ): void {
	// phpcs:disable WordPress.Security.NonceVerification.Missing -- a stand-in.
	$post_id = absint( $_POST['postID'] ?? 0 );
	$rating  = absint( $_POST['star_rating'] ?? 0 );
	// phpcs:enable
	if ( Rate_My_Post_Public::is_not_votable() || $rating < 1 ) {
		$x_stand_in_rmp_answer( array( 'voteCount' => false, 'avgRating' => false, 'errorMsg' => array( 'You can not rate this post!' ), 'token' => '-1', 'id' => '-1' ) );
	}
	$votes   = (int) get_post_meta( $post_id, 'rmp_vote_count', true ) + 1;
	$sum     = (int) get_post_meta( $post_id, 'rmp_rating_val_sum', true ) + $rating;
	$average = round( $sum / $votes, 1 );
	update_post_meta( $post_id, 'rmp_vote_count', $votes );
	update_post_meta( $post_id, 'rmp_rating_val_sum', $sum );
	update_post_meta( $post_id, 'rmp_avg_rating', $average );
	$negative = $rating <= (int) x_stand_in_rmp( 'rmp_options' )['positiveNegative'];
	$x_stand_in_rmp_answer( array( 'voteCount' => $votes, 'avgRating' => $average, 'errorMsg' => array(), 'token' => $negative ? md5( (string) $votes ) : -1, 'id' => $votes ) );
};
add_action( 'wp_ajax_process_rating', $x_stand_in_rmp_rate );
add_action( 'wp_ajax_nopriv_process_rating', $x_stand_in_rmp_rate );
$x_stand_in_rmp_feedback = static fn() => $x_stand_in_rmp_answer( array( 'successMsg' => x_stand_in_rmp( 'rmp_customize_strings' )['feedbackNotice'], 'errorMsg' => array() ) );
add_action( 'wp_ajax_process_feedback', $x_stand_in_rmp_feedback );
add_action( 'wp_ajax_nopriv_process_feedback', $x_stand_in_rmp_feedback );
