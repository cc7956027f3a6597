<?php
/**
 * Who may make a visitor's browser reach another host through an element's attributes.
 *
 * WordPress lets only users with `unfiltered_html` put active content on a site. Each URL attribute of an element
 * declares what the element does with its address (the manifest's `urlUse`): a link, media, an endpoint it sends
 * data to or reads from, a script it runs, a frame it opens. For content whose author lacks `unfiltered_html`, an
 * endpoint, script or frame that points off the site is removed, and so is a value of any URL attribute that is no
 * web address (javascript:, data:...): in saved markup (through Kses), in shortcode attributes and in block
 * attributes. The hosts an administrator allows are printed for the elements, which refuse any other
 * (`<meta name="x-elements-allowed-hosts">`).
 *
 * @package X_Elements
 */

namespace X_Elements;

defined( 'ABSPATH' ) || exit;

/**
 * The site's rule for addresses in content, as the elements apply it in the browser.
 */
final class Trust {

	/**
	 * The option holding the hosts an administrator allows (one per line: a host, or an origin).
	 */
	public const OPTION_ALLOWED_HOSTS = 'x_elements_allowed_hosts';

	/**
	 * The meta element the elements read the page's allowed hosts from.
	 */
	public const META = 'x-elements-allowed-hosts';

	/**
	 * The uses whose address must be on the site or an allowed host.
	 */
	private const REACHING = array( 'endpoint', 'script', 'frame' );

	/**
	 * Whether the author of each post may post unfiltered HTML, by post id.
	 *
	 * @var array<int, bool>
	 */
	private array $trusted_posts = array();

	/**
	 * Binds the rule to the manifest.
	 *
	 * @param Manifest $manifest The manifest.
	 */
	public function __construct( private Manifest $manifest ) {
	}

	/**
	 * Hosts and origins from an administrator's text: one per line (or separated by spaces or commas), each a host
	 * (`api.example.com`, `cdn.example.net:8443`) or an origin (`https://api.example.com`); anything else is dropped.
	 *
	 * @param mixed $value The text.
	 * @return list<string> Lowercase, without duplicates.
	 */
	public static function parse_hosts( $value ): array {
		$entries = preg_split( '/[\s,]+/', strtolower( is_scalar( $value ) ? (string) $value : '' ), -1, PREG_SPLIT_NO_EMPTY );
		$hosts   = array();
		foreach ( (array) $entries as $entry ) {
			$entry = rtrim( (string) $entry, '/' );
			if ( 1 === preg_match( '#^(?:https?://)?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?$#', $entry ) ) {
				$hosts[] = $entry;
			}
		}
		return array_values( array_unique( $hosts ) );
	}

	/**
	 * Settings' sanitize callback: the text as the list it means, one per line. Only someone who may post unfiltered
	 * HTML changes it (on a multisite network, a site's administrator may not: the list would let their own content
	 * reach the hosts they add).
	 *
	 * @param mixed $value What the form sent.
	 */
	public static function sanitize_hosts( $value ): string {
		if ( ! self::may_allow_hosts() ) {
			return (string) get_option( self::OPTION_ALLOWED_HOSTS, '' );
		}
		return implode( "\n", self::parse_hosts( $value ) );
	}

	/**
	 * Whether the current user may change the allowed hosts (a script run without a user, such as WP-CLI, may).
	 */
	public static function may_allow_hosts(): bool {
		return ! is_user_logged_in() && ( defined( 'WP_CLI' ) || 'cli' === PHP_SAPI ) || current_user_can( 'unfiltered_html' );
	}

	/**
	 * The hosts the page allows besides its own origin: WordPress's own address when it differs from the site's
	 * (its REST API and admin-ajax live there), and those an administrator set.
	 *
	 * @return list<string>
	 */
	public function allowed_hosts(): array {
		$hosts = self::parse_hosts( get_option( self::OPTION_ALLOWED_HOSTS, '' ) );
		$own   = self::origin_of( home_url( '/' ) );
		foreach ( array( site_url( '/' ), rest_url() ) as $address ) {
			$origin = self::origin_of( $address );
			if ( '' !== $origin && $origin !== $own ) {
				$hosts[] = $origin;
			}
		}
		return array_values( array_unique( $hosts ) );
	}

	/**
	 * Action wp_head: the allowed hosts for the elements, when there are any beyond the page's own origin.
	 */
	public function print_meta(): void {
		$hosts = $this->allowed_hosts();
		if ( $hosts ) {
			printf( '<meta name="%s" content="%s">' . "\n", esc_attr( self::META ), esc_attr( implode( ' ', $hosts ) ) );
		}
	}

	/**
	 * An address's origin (scheme://host[:port], lowercase), or '' for a relative one.
	 *
	 * @param string $address An address.
	 */
	private static function origin_of( string $address ): string {
		$parts = wp_parse_url( $address );
		if ( ! is_array( $parts ) || empty( $parts['host'] ) ) {
			return '';
		}
		$scheme = strtolower( (string) ( $parts['scheme'] ?? 'https' ) );
		return $scheme . '://' . strtolower( (string) $parts['host'] ) . ( isset( $parts['port'] ) ? ':' . (int) $parts['port'] : '' );
	}

	/**
	 * The address as a browser reads it: entities decoded, and the tabs, line breaks and control characters a browser
	 * skips removed (`java&#10;script:` is javascript:).
	 *
	 * @param string $value An attribute value.
	 */
	private static function as_browser_reads( string $value ): string {
		$value = html_entity_decode( $value, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		return trim( (string) preg_replace( '/[\x00-\x1f\x7f]+/', '', $value ) );
	}

	/**
	 * Whether a value is a web address for its use: relative, or http/https (a link also mailto: and tel:).
	 *
	 * @param string $value The address.
	 * @param string $use   link, media, endpoint, script or frame.
	 */
	public static function is_web_address( string $value, string $use ): bool {
		$address = self::as_browser_reads( $value );
		if ( 1 !== preg_match( '/^([a-z][a-z0-9+.-]*):/i', $address, $scheme ) ) {
			return true;
		}
		$schemes = 'link' === $use ? array( 'http', 'https', 'mailto', 'tel' ) : array( 'http', 'https' );
		return in_array( strtolower( $scheme[1] ), $schemes, true );
	}

	/**
	 * Whether an address is on the site (relative, or the site's own origin), on the origin of the attribute's
	 * default, or on a host the page allows.
	 *
	 * @param string $value         The address.
	 * @param string $default_value The attribute's declared default.
	 */
	public function is_site_address( string $value, string $default_value = '' ): bool {
		$origin = self::origin_of_address( $value );
		if ( '' === $origin || $this->is_own_origin( $origin ) || self::origin_of( $default_value ) === $origin ) {
			return true;
		}
		$host = (string) preg_replace( '#^[a-z]+://#', '', $origin );
		return array() !== array_intersect( array( $origin, $host ), $this->allowed_hosts() );
	}

	/**
	 * The origin an address reaches as a browser reads it, '' for a path on the page's own origin.
	 *
	 * @param string $value The address.
	 */
	private static function origin_of_address( string $value ): string {
		$address = self::as_browser_reads( $value );
		// A path (no scheme, not protocol-relative) stays on the page's origin.
		if ( 1 !== preg_match( '#^(?:[a-z][a-z0-9+.-]*:|[/\\\\]{2})#i', $address ) ) {
			return '';
		}
		$address = strtr( $address, '\\', '/' );
		$origin  = self::origin_of( str_starts_with( $address, '//' ) ? 'https:' . $address : $address );
		// An address with a scheme but no host (mailto:, a broken one) reaches no origin of the site's.
		return '' === $origin ? 'null' : $origin;
	}

	/**
	 * Whether an origin is the site's own: its address (on either scheme) or WordPress's.
	 *
	 * @param string $origin An origin.
	 */
	private function is_own_origin( string $origin ): bool {
		$host = static fn( string $of ): string => (string) preg_replace( '#^[a-z]+://#', '', $of );
		return $host( self::origin_of( home_url( '/' ) ) ) === $host( $origin ) || self::origin_of( site_url( '/' ) ) === $origin;
	}

	/**
	 * Whether content may not give an element an attribute's value: a URL attribute's value that is no web address,
	 * or an endpoint, script or frame off the site.
	 *
	 * @param string $tag   The element's tag.
	 * @param string $name  The attribute.
	 * @param string $value Its value.
	 */
	public function refuses( string $tag, string $name, string $value ): bool {
		$attribute = $this->manifest->attributes( $tag )[ $name ] ?? null;
		$use       = is_array( $attribute ) ? $attribute['url_use'] : '';
		if ( '' === $use ) {
			return false;
		}
		if ( ! self::is_web_address( $value, $use ) ) {
			return true;
		}
		return in_array( $use, self::REACHING, true ) && ! $this->is_site_address( $value, (string) $attribute['default'] );
	}

	/**
	 * Whether an element's attributes, as content gives them, send its data off the site (to an allowed host too):
	 * then no server value that is a secret of the site (a nonce) is added to it.
	 *
	 * @param string                     $tag        The element's tag.
	 * @param array<string, string|true> $attributes Its attributes, by name.
	 */
	public function has_offsite_endpoint( string $tag, array $attributes ): bool {
		foreach ( $this->manifest->attributes( $tag ) as $name => $attribute ) {
			$value = $attributes[ $name ] ?? null;
			$origin = is_string( $value ) && 'endpoint' === $attribute['url_use'] ? self::origin_of_address( $value ) : '';
			if ( '' !== $origin && ! $this->is_own_origin( $origin ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * An element's attributes without those its content may not give it.
	 *
	 * @param string                     $tag        The element's tag.
	 * @param array<string, string|true> $attributes By name.
	 * @return array<string, string|true>
	 */
	public function clean_attributes( string $tag, array $attributes ): array {
		return array_filter(
			$attributes,
			fn( $value, $name ): bool => ! is_string( $value ) || ! $this->refuses( $tag, (string) $name, $value ),
			ARRAY_FILTER_USE_BOTH
		);
	}

	/**
	 * HTML whose x- elements lose the attributes their content may not give them (what Kses does for scripts). The
	 * opening tags are read as Markup reads them elsewhere (WordPress before 6.2 has no HTML tag processor).
	 *
	 * @param string $html HTML.
	 */
	public function clean_html( string $html ): string {
		if ( false === stripos( $html, '<x-' ) ) {
			return $html;
		}
		return (string) preg_replace_callback(
			'#<(x-[a-z0-9]+(?:-[a-z0-9]+)*)(\s(?:"[^"]*"|\'[^\']*\'|[^>"\'])*)>#i',
			function ( array $tag ): string {
				$name = strtolower( $tag[1] );
				if ( ! $this->manifest->has( $name ) ) {
					return $tag[0];
				}
				$attributes = (string) preg_replace_callback(
					// Each attribute with the space before it, so that a removed one leaves no gap.
					'#\s*' . substr( Markup::ATTRIBUTE_PATTERN, 1 ),
					function ( array $attribute ) use ( $name ): string {
						$value = Markup::attributes_of( $attribute[0] );
						$value = reset( $value );
						return is_string( $value ) && $this->refuses( $name, strtolower( $attribute[1] ), $value ) ? '' : $attribute[0];
					},
					$tag[2]
				);
				return '<' . $tag[1] . $attributes . '>';
			},
			$html
		);
	}

	/**
	 * Content's block comments of x-elements blocks without the attributes their author may not give them.
	 *
	 * @param string $content Post content.
	 */
	public function clean_block_attributes( string $content ): string {
		if ( false === strpos( $content, '<!-- wp:' . Blocks::NAMESPACE . '/' ) ) {
			return $content;
		}
		return (string) preg_replace_callback(
			'#<!--\s+wp:' . preg_quote( Blocks::NAMESPACE, '#' ) . '/([a-z0-9-]+)\s+(\{.*?\})\s+(/?)-->#s',
			function ( array $match ): string {
				$tag        = 'x-' . $match[1];
				$attributes = json_decode( $match[2], true );
				if ( ! $this->manifest->has( $tag ) || ! is_array( $attributes ) ) {
					return $match[0];
				}
				$fields = array();
				foreach ( $this->manifest->attributes( $tag ) as $name => $attribute ) {
					$fields[ $attribute['field'] ] = $name;
				}
				$kept = array_filter(
					$attributes,
					fn( $value, $field ): bool => ! is_string( $value ) || ! isset( $fields[ $field ] ) || ! $this->refuses( $tag, $fields[ $field ], $value ),
					ARRAY_FILTER_USE_BOTH
				);
				if ( count( $kept ) === count( $attributes ) ) {
					return $match[0];
				}
				$json = $kept ? serialize_block_attributes( $kept ) . ' ' : '';
				return '<!-- wp:' . Blocks::NAMESPACE . '/' . $match[1] . ' ' . $json . $match[3] . '-->';
			},
			$content
		);
	}

	/**
	 * Filter pre_kses: what Kses filters for posts (an author without unfiltered_html saving) loses the element
	 * attributes that author may not give, in tags and in x-elements blocks. Shortcodes are filtered when they render.
	 *
	 * @param string|mixed       $content      The content.
	 * @param array|string|mixed $allowed_html Kses's context or allowed tags.
	 * @return string|mixed The content.
	 */
	public function filter_saved( $content, $allowed_html ) {
		if ( ! is_string( $content ) || 'post' !== $allowed_html ) {
			return $content;
		}
		return $this->clean_block_attributes( $this->clean_html( $content ) );
	}

	/**
	 * Whether the content being rendered comes from someone who may post unfiltered HTML: the current post's author;
	 * outside a post (a theme, a widget), the site's administrators, who alone edit those.
	 */
	public function content_is_trusted(): bool {
		$post = get_post();
		if ( ! $post instanceof \WP_Post ) {
			return true;
		}
		if ( ! isset( $this->trusted_posts[ $post->ID ] ) ) {
			$this->trusted_posts[ $post->ID ] = (int) $post->post_author > 0 && user_can( (int) $post->post_author, 'unfiltered_html' );
		}
		return $this->trusted_posts[ $post->ID ];
	}
}
