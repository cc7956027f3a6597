<?php
/**
 * Must-use plugin of the test site only: Rate My Post's stand-in, under its real constant, script handle and shortcodes
 * (see mu-wrapped-plugins.php).
 *
 * @package X_Elements
 */

define( 'RATE_MY_POST_VERSION', '4.5.1' );
add_action(
	'wp_enqueue_scripts',
	static fn() => wp_enqueue_script( 'rate-my-post', x_stand_in_script( 'rate-my-post' ), array(), RATE_MY_POST_VERSION, true )
);

$x_stand_in_rating = static fn(): string => '<div class="rmp-widgets-container" data-post-id="' . get_the_ID() . '"><div class="rmp-rating-widget" role="group">'
	. '<p class="rmp-heading rmp-heading--title">How useful was this post?</p><p class="rmp-heading rmp-heading--subtitle">Click on a star to rate it!</p>'
	. '<p class="rmp-rating-widget__results">No votes so far! Be the first to rate this post.</p></div></div>';
add_shortcode( 'ratemypost', $x_stand_in_rating );
add_shortcode( 'ratemypost-result', static fn(): string => '<div class="rmp-results-widget">No votes so far.</div>' );
