<?php
/**
 * From shortcode attributes to element markup, the markup authors may save, and finding x- elements in HTML.
 *
 * Pure functions over a Manifest and WordPress's escaping functions: tests call them directly.
 *
 * @package X_Elements
 */

namespace X_Elements;

defined( 'ABSPATH' ) || exit;

/**
 * Markup rules shared by the shortcodes, the allowed-markup filter and the content filters.
 */
final class Markup {

	/**
	 * Attributes every x- element accepts besides its documented ones: the global attributes WordPress itself
	 * allows authors on every tag (see _wp_add_global_attributes(); style goes through safecss_filter_attr()),
	 * plus `slot` (light-DOM content is placed by slot name) and `hidden` (every element honours it). Never an
	 * event handler attribute. data-* is allowed as well.
	 */
	public const GLOBAL_ATTRIBUTES = array(
		'id',
		'class',
		'style',
		'title',
		'lang',
		'dir',
		'role',
		'slot',
		'hidden',
		'aria-describedby',
		'aria-details',
		'aria-hidden',
		'aria-label',
		'aria-labelledby',
	);

	/**
	 * One attribute in an opening tag's attribute text: its name, and its value as written (quoted or not).
	 */
	public const ATTRIBUTE_PATTERN = '#([^\s=/>"\']+)(?:\s*=\s*("[^"]*"|\'[^\']*\'|[^\s"\'>]+))?#';

	/**
	 * Whether an attribute holds a URL (href, src, poster, ...-url, ...-src, ...-root, ...-href): such values are checked
	 * against WordPress's allowed protocols (esc_url() in shortcodes, wp_kses_bad_protocol() in saved markup).
	 *
	 * @param string $name An attribute name.
	 */
	public static function is_uri_attribute( string $name ): bool {
		return 1 === preg_match( '/^(?:href|src|action|poster)$|-(?:url|src|root|href)$/', $name );
	}

	/**
	 * Whether an element accepts an attribute: one it documents (the manifest is the build's own, and test:wp checks
	 * in the browser that none of those is an event handler), a global one, or data-*. Anything else that starts
	 * with "on" is refused: never an event handler attribute.
	 *
	 * @param Manifest $manifest The manifest.
	 * @param string   $tag      A tag name.
	 * @param string   $name     An attribute name, lowercase.
	 */
	public static function accepts( Manifest $manifest, string $tag, string $name ): bool {
		if ( $manifest->has_attribute( $tag, $name ) ) {
			return true;
		}
		if ( str_starts_with( $name, 'on' ) ) {
			return false;
		}
		return in_array( $name, self::GLOBAL_ATTRIBUTES, true ) || 1 === preg_match( '/^data(?:-[a-z0-9_]+)+$/', $name );
	}

	/**
	 * Maps shortcode attributes to element attributes one to one. Names arrive lowercased (shortcode_parse_atts()
	 * does that); a bare word (`[x-rating feedback]`) is a boolean attribute present without a value. Values are
	 * HTML-decoded here (so `&#91;` and `&#93;` can carry square brackets) and escaped by render().
	 *
	 * @param Manifest     $manifest The manifest.
	 * @param string       $tag      The element's tag.
	 * @param array|string $atts     What WordPress passes to a shortcode callback ('' when there are none).
	 * @return array{attributes: array<string, string|true>, unknown: list<string>} Accepted attributes (true for
	 *         a bare one) and the names of those dropped.
	 */
	public static function map_attributes( Manifest $manifest, string $tag, array|string $atts ): array {
		$attributes = array();
		$unknown    = array();
		foreach ( (array) $atts as $key => $value ) {
			if ( is_int( $key ) ) {
				$name  = strtolower( trim( (string) $value ) );
				$value = true;
			} else {
				$name  = strtolower( (string) $key );
				$value = html_entity_decode( (string) $value, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
			}
			if ( '' === $name ) {
				continue;
			}
			if ( ! Manifest::is_attribute_name( $name ) || ! self::accepts( $manifest, $tag, $name ) ) {
				$unknown[] = $name;
				continue;
			}
			$attributes[ $name ] = $value;
		}
		return array(
			'attributes' => $attributes,
			'unknown'    => array_values( array_unique( $unknown ) ),
		);
	}

	/**
	 * An element's markup.
	 *
	 * @param string                     $tag        The tag (an x- name; anything else renders nothing).
	 * @param array<string, string|true> $attributes Attributes from map_attributes(); true writes a bare one.
	 * @param string                     $content    The element's content (its fallback), already safe HTML.
	 * @return string The element.
	 */
	public static function render( string $tag, array $attributes, string $content ): string {
		if ( ! Manifest::is_tag_name( $tag ) ) {
			return '';
		}
		return '<' . $tag . self::attributes_html( $attributes ) . '>' . $content . '</' . $tag . '>';
	}

	/**
	 * Attributes as HTML, each value escaped for its kind, with a leading space per attribute. The names are the
	 * caller's choice (map_attributes() and the server values keep only those an element accepts).
	 *
	 * @param array<string, string|true> $attributes By name; true writes a bare attribute.
	 */
	public static function attributes_html( array $attributes ): string {
		$html = '';
		foreach ( $attributes as $name => $value ) {
			$name = strtolower( (string) $name );
			if ( ! Manifest::is_attribute_name( $name ) ) {
				continue;
			}
			if ( true === $value ) {
				$html .= ' ' . $name;
				continue;
			}
			$value = (string) $value;
			if ( self::is_uri_attribute( $name ) ) {
				$value = esc_url( $value );
				if ( '' === $value ) {
					continue;
				}
			} elseif ( 'style' === $name ) {
				$value = safecss_filter_attr( $value );
			}
			$html .= ' ' . $name . '="' . esc_attr( $value ) . '"';
		}
		return $html;
	}

	/**
	 * The allowed-markup filter (wp_kses_allowed_html, context "post"): every x- tag with its documented and the
	 * global attributes, and `slot` on every tag already allowed (an element's light-DOM content is placed by it).
	 * Nothing else is added.
	 *
	 * @param array    $allowed  Allowed tags and their attributes.
	 * @param Manifest $manifest The manifest.
	 * @return array The allowed tags.
	 */
	public static function allowed_html( array $allowed, Manifest $manifest ): array {
		foreach ( $allowed as $tag => $attributes ) {
			if ( is_array( $attributes ) && ! str_starts_with( (string) $tag, 'x-' ) ) {
				$allowed[ $tag ]['slot'] = true;
			}
		}
		foreach ( $manifest->tags() as $tag ) {
			$attributes = array( 'data-*' => true );
			foreach ( self::GLOBAL_ATTRIBUTES as $name ) {
				$attributes[ $name ] = true;
			}
			foreach ( array_keys( $manifest->attributes( $tag ) ) as $name ) {
				if ( self::accepts( $manifest, $tag, $name ) ) {
					$attributes[ $name ] = true;
				}
			}
			$allowed[ $tag ] = $attributes;
		}
		return $allowed;
	}

	/**
	 * The URL attributes of every element (filter wp_kses_uri_attributes): those that declare a use (x-map's tiles
	 * too) and those named like one, so that saved markup gets the same protocol check as href and src.
	 *
	 * @param array    $names    Attribute names WordPress checks for protocols.
	 * @param Manifest $manifest The manifest.
	 * @return array The names.
	 */
	public static function uri_attributes( array $names, Manifest $manifest ): array {
		foreach ( $manifest->tags() as $tag ) {
			foreach ( $manifest->attributes( $tag ) as $name => $attribute ) {
				if ( ( '' !== $attribute['url_use'] || self::is_uri_attribute( $name ) ) && ! in_array( $name, $names, true ) ) {
					$names[] = $name;
				}
			}
		}
		return $names;
	}

	/**
	 * The outermost x- elements of some HTML that have a closing tag, in order.
	 *
	 * @param string $html HTML.
	 * @return list<array{tag: string, start: int, open_end: int, end: int}> Byte offsets: the element runs from
	 *         start to end, its opening tag from start to open_end.
	 */
	public static function outermost_elements( string $html ): array {
		if ( false === stripos( $html, '<x-' ) ) {
			return array();
		}
		preg_match_all( '#<(/?)(x-[a-z0-9]+(?:-[a-z0-9]+)*)(?=[\s/>])(?:"[^"]*"|\'[^\']*\'|[^>"\'])*>#i', $html, $matches, PREG_SET_ORDER | PREG_OFFSET_CAPTURE );
		$spans = array();
		$stack = array();
		$open  = null;
		foreach ( $matches as $match ) {
			$tag     = strtolower( $match[2][0] );
			$closing = '/' === $match[1][0];
			if ( ! $closing ) {
				if ( ! $stack ) {
					$open = array(
						'tag'      => $tag,
						'start'    => $match[0][1],
						'open_end' => $match[0][1] + strlen( $match[0][0] ),
					);
				}
				$stack[] = $tag;
				continue;
			}
			$at = array_search( $tag, array_reverse( $stack, true ), true );
			if ( false === $at ) {
				continue;
			}
			$stack = array_slice( $stack, 0, $at );
			if ( ! $stack && null !== $open && $open['tag'] === $tag ) {
				$spans[] = $open + array( 'end' => $match[0][1] + strlen( $match[0][0] ) );
				$open    = null;
			}
		}
		return $spans;
	}

	/**
	 * Gives each run of outermost x- elements of one tag and one group (the same `group` attribute, side by side with
	 * nothing but white space between them) a box of their own. Tabs are laid out in their parent, a row of triggers
	 * above the open panel: written straight among a post's other content, they would otherwise get that box from the
	 * element's script after the first paint, which moves everything that follows them.
	 *
	 * @param string $html HTML.
	 * @return string The HTML, each run of two or more in a `<div class="x-elements-group">`.
	 */
	public static function box_groups( string $html ): string {
		$runs = array();
		$run  = array();
		foreach ( self::outermost_elements( $html ) as $span ) {
			$group = preg_match( '#\sgroup\s*=\s*(?:"([^"]*)"|\'([^\']*)\')#i', substr( $html, $span['start'], $span['open_end'] - $span['start'] ), $match ) ? $match[1] . ( $match[2] ?? '' ) : null;
			$last  = end( $run );
			$joins = $last && null !== $group && $last['tag'] === $span['tag'] && $last['group'] === $group
				&& '' === trim( substr( $html, $last['end'], $span['start'] - $last['end'] ) );
			if ( ! $joins ) {
				$runs[] = $run;
				$run    = array();
			}
			if ( null !== $group ) {
				$run[] = $span + array( 'group' => $group );
			}
		}
		$runs[] = $run;
		foreach ( array_reverse( array_filter( $runs, fn( array $found ): bool => count( $found ) > 1 ) ) as $found ) {
			$start = $found[0]['start'];
			$end   = end( $found )['end'];
			$html  = substr( $html, 0, $start ) . '<div class="x-elements-group">' . substr( $html, $start, $end - $start ) . '</div>' . substr( $html, $end );
		}
		return $html;
	}

	/**
	 * Adds attributes an x- element's opening tag does not have (server values such as server-time, a nonce, the
	 * REST root). What the author wrote always wins.
	 *
	 * @param string   $html       HTML.
	 * @param callable $values_for fn( string $tag, array $present ): array<string, string>, the values an element
	 *                             may receive, given the attributes its tag has (by name).
	 * @return string The HTML with the missing attributes added.
	 */
	public static function fill_missing( string $html, callable $values_for ): string {
		if ( false === stripos( $html, '<x-' ) ) {
			return $html;
		}
		return (string) preg_replace_callback(
			'#<(x-[a-z0-9]+(?:-[a-z0-9]+)*)((?:\s(?:"[^"]*"|\'[^\']*\'|[^>"\'])*)?)>#i',
			static function ( array $match ) use ( $values_for ): string {
				$present = self::attributes_of( $match[2] );
				$values  = $values_for( strtolower( $match[1] ), $present );
				$missing = array_diff_key( $values, $present );
				if ( ! $missing ) {
					return $match[0];
				}
				$attributes = rtrim( $match[2] );
				$self_close = str_ends_with( $attributes, '/' );
				$attributes = rtrim( $attributes, '/' );
				return '<' . $match[1] . $attributes . self::attributes_html( $missing ) . ( $self_close ? ' /' : '' ) . '>';
			},
			$html
		);
	}

	/**
	 * The attributes in the attribute text of an opening tag: lowercase names, decoded values (true for a bare one).
	 *
	 * @param string $text What follows the tag name in an opening tag.
	 * @return array<string, string|true> By name; the first of a repeated name wins, as in a browser.
	 */
	public static function attributes_of( string $text ): array {
		preg_match_all( self::ATTRIBUTE_PATTERN, $text, $matches, PREG_SET_ORDER );
		$attributes = array();
		foreach ( $matches as $match ) {
			$name = strtolower( $match[1] );
			if ( isset( $attributes[ $name ] ) ) {
				continue;
			}
			$raw                 = $match[2] ?? null;
			$value               = null === $raw || '' === $raw ? true : ( in_array( $raw[0], array( '"', "'" ), true ) ? substr( $raw, 1, -1 ) : $raw );
			$attributes[ $name ] = true === $value ? true : html_entity_decode( $value, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		}
		return $attributes;
	}

	/**
	 * The attribute names in the attribute text of an opening tag, lowercase.
	 *
	 * @param string $text What follows the tag name in an opening tag.
	 * @return list<string>
	 */
	public static function attribute_names( string $text ): array {
		return array_keys( self::attributes_of( $text ) );
	}
}
