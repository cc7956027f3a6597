<?php
/**
 * Keeps x- elements and their shortcodes whole through wpautop.
 *
 * wpautop() knows only HTML's own block tags: it would open a <p> before a custom element written on lines of its
 * own and close it inside, and the browser's parser then ends the element at that </p>, throwing its content out
 * of it. So, before wpautop (and before the blocks' own wpautop of the Shortcode block), each outermost x- element
 * and x- shortcode is set aside behind a placeholder; after it, the placeholders are put back, and a paragraph that
 * holds nothing but one loses its <p>. An element inside a sentence stays in its paragraph.
 *
 * @package X_Elements
 */

namespace X_Elements;

defined( 'ABSPATH' ) || exit;

/**
 * Placeholder protection of x- markup around wpautop.
 */
final class Autop {

	/**
	 * What was set aside, by placeholder number.
	 *
	 * @var list<string>
	 */
	private array $kept = array();

	/**
	 * A random mark in this request's placeholders, so that a comment an author wrote is never taken for one.
	 *
	 * @var string
	 */
	private string $mark;

	/**
	 * Picks this request's placeholder mark.
	 */
	public function __construct() {
		$this->mark = bin2hex( random_bytes( 6 ) );
	}

	/**
	 * Sets aside every outermost x- shortcode and x- element (filter the_content, before do_blocks and wpautop).
	 *
	 * @param string       $content       Post content.
	 * @param list<string> $shortcode_tags The x- shortcodes (for get_shortcode_regex()).
	 * @return string The content with placeholders.
	 */
	public function protect( string $content, array $shortcode_tags ): string {
		if ( false === stripos( $content, '<x-' ) && false === stripos( $content, '[x-' ) ) {
			return $content;
		}
		if ( $shortcode_tags ) {
			$content = (string) preg_replace_callback(
				'/' . get_shortcode_regex( $shortcode_tags ) . '/',
				fn( array $match ): string => '[' === $match[1] && ']' === $match[6] ? $match[0] : $this->keep( $match[0] ),
				$content
			);
		}
		$out    = '';
		$offset = 0;
		foreach ( Markup::outermost_elements( $content ) as $span ) {
			$out   .= substr( $content, $offset, $span['start'] - $offset );
			$out   .= $this->keep( substr( $content, $span['start'], $span['end'] - $span['start'] ) );
			$offset = $span['end'];
		}
		return $out . substr( $content, $offset );
	}

	/**
	 * Puts back what protect() set aside (filter the_content, after wpautop, before do_shortcode).
	 *
	 * @param string $content Post content with placeholders.
	 * @return string The content.
	 */
	public function restore( string $content ): string {
		$prefix = '<!--x-elements:' . $this->mark . ':';
		if ( ! $this->kept || false === strpos( $content, $prefix ) ) {
			return $content;
		}
		// A paragraph holding only a placeholder loses its <p>; one starting or ending a paragraph (a single line
		// break from the text) is moved out of it, again until none is left (elements on lines one after another
		// are one paragraph of placeholders and line breaks).
		$placeholder = '(' . preg_quote( $prefix, '#' ) . '\d+-->)';
		for ( $round = 0, $before = ''; $round < 16 && $before !== $content; $round++ ) {
			$before  = $content;
			$content = (string) preg_replace(
				array(
					'#<p>\s*' . $placeholder . '\s*<br\s*/?>\s*#',
					'#\s*<br\s*/?>\s*' . $placeholder . '\s*</p>#',
					'#<p>\s*' . $placeholder . '\s*</p>#',
				),
				array( "\$1\n<p>", "</p>\n\$1", '$1' ),
				$content
			);
		}
		// Nested placeholders (a shortcode inside an element) come back in turn.
		for ( $round = 0; $round < 8 && false !== strpos( $content, $prefix ); $round++ ) {
			$content = (string) preg_replace_callback(
				'#' . preg_quote( $prefix, '#' ) . '(\d+)-->#',
				fn( array $match ): string => $this->kept[ (int) $match[1] ] ?? '',
				$content
			);
		}
		return $content;
	}

	/**
	 * Sets a piece aside.
	 *
	 * @param string $piece Markup.
	 * @return string Its placeholder.
	 */
	private function keep( string $piece ): string {
		$this->kept[] = $piece;
		return '<!--x-elements:' . $this->mark . ':' . ( count( $this->kept ) - 1 ) . '-->';
	}
}
