<?php
/**
 * The elements this copy of x-elements ships, read from its Custom Elements Manifest (dist/custom-elements.json).
 *
 * Everything the plugin knows about an element (its tag, attributes, their types, examples) comes from here, so a
 * new element needs no PHP: a new dist/ is enough.
 *
 * @package X_Elements
 */

namespace X_Elements;

defined( 'ABSPATH' ) || exit;

/**
 * A compact, read-only view of the manifest: tag => summary, attributes (name => type, default, description) and
 * examples.
 */
final class Manifest {

	/**
	 * Elements by tag name.
	 *
	 * @var array<string, array{summary: string, attributes: array<string, array{type: string, default: ?string, description: string, field: string, kind: string, min: ?float, max: ?float, format: string, url_use: string}>, examples: list<array{title: string, html: string}>}>
	 */
	private array $elements;

	/**
	 * Builds the view from the decoded manifest.
	 *
	 * @param array $data The manifest, as json_decode( ..., true ) returns it.
	 */
	public function __construct( array $data ) {
		$this->elements = self::compact( $data );
	}

	/**
	 * Reads a manifest file, through a transient keyed by the file's time and size (the JSON is parsed once per
	 * build, not once per request).
	 *
	 * @param string $path Path of custom-elements.json.
	 * @return self The manifest; empty when the file is missing or not valid JSON.
	 */
	public static function from_file( string $path ): self {
		$stat = is_readable( $path ) ? stat( $path ) : false;
		if ( false === $stat ) {
			return new self( array() );
		}
		$key    = $stat['mtime'] . ':' . $stat['size'] . ':' . md5( $path );
		$cached = function_exists( 'get_transient' ) ? get_transient( 'x_elements_manifest' ) : false;
		if ( is_array( $cached ) && ( $cached['key'] ?? '' ) === $key && is_array( $cached['elements'] ?? null ) ) {
			$manifest           = new self( array() );
			$manifest->elements = $cached['elements'];
			return $manifest;
		}
		// A local file of the plugin's own; wp_remote_get() is for URLs.
		$json     = file_get_contents( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		$data     = is_string( $json ) ? json_decode( $json, true ) : null;
		$manifest = new self( is_array( $data ) ? $data : array() );
		if ( function_exists( 'set_transient' ) ) {
			set_transient(
				'x_elements_manifest',
				array(
					'key'      => $key,
					'elements' => $manifest->elements,
				),
				DAY_IN_SECONDS
			);
		}
		return $manifest;
	}

	/**
	 * The custom elements of a manifest, reduced to what the plugin uses.
	 *
	 * @param array $data The decoded manifest.
	 * @return array Elements by tag name.
	 */
	private static function compact( array $data ): array {
		$elements = array();
		foreach ( (array) ( $data['modules'] ?? array() ) as $module ) {
			foreach ( (array) ( $module['declarations'] ?? array() ) as $declaration ) {
				$tag = strtolower( (string) ( $declaration['tagName'] ?? '' ) );
				if ( empty( $declaration['customElement'] ) || ! self::is_tag_name( $tag ) ) {
					continue;
				}
				$attributes = array();
				foreach ( (array) ( $declaration['attributes'] ?? array() ) as $attribute ) {
					$name = strtolower( (string) ( $attribute['name'] ?? '' ) );
					if ( ! self::is_attribute_name( $name ) ) {
						continue;
					}
					$default             = $attribute['default'] ?? null;
					$field               = (string) ( $attribute['fieldName'] ?? '' );
					$attributes[ $name ] = array(
						'type'        => (string) ( $attribute['type']['text'] ?? 'string' ),
						// The manifest writes a default as the JSON of its attribute text ("\"600\"") or as JSON.
						'default'     => is_string( $default ) ? self::default_text( $default ) : null,
						'description' => (string) ( $attribute['description'] ?? '' ),
						// The property name (hide-empty: hideEmpty), which is also the block attribute's name.
						'field'       => 1 === preg_match( '/^[a-zA-Z][a-zA-Z0-9]*$/', $field ) ? $field : self::field_name( $name ),
						'kind'        => is_string( $attribute['kind'] ?? null ) ? $attribute['kind'] : '',
						'min'         => is_numeric( $attribute['min'] ?? null ) ? (float) $attribute['min'] : null,
						'max'         => is_numeric( $attribute['max'] ?? null ) ? (float) $attribute['max'] : null,
						'format'      => is_string( $attribute['format'] ?? null ) ? $attribute['format'] : '',
						// What the element does with an address: link, media, endpoint, script or frame ('' for none).
						'url_use'     => in_array( $attribute['urlUse'] ?? null, array( 'link', 'media', 'endpoint', 'script', 'frame' ), true ) ? $attribute['urlUse'] : '',
						// An object of texts: each key a page may give, with its English text.
						'texts'       => is_array( $attribute['texts'] ?? null ) ? array_map( 'strval', $attribute['texts'] ) : array(),
					);
				}
				$examples = array();
				foreach ( (array) ( $declaration['examples'] ?? array() ) as $example ) {
					if ( isset( $example['html'] ) && is_string( $example['html'] ) ) {
						$examples[] = array(
							'title' => (string) ( $example['title'] ?? '' ),
							'html'  => $example['html'],
						);
					}
				}
				$elements[ $tag ] = array(
					'summary'    => (string) ( $declaration['summary'] ?? '' ),
					'attributes' => $attributes,
					'examples'   => $examples,
					'wordpress'  => self::wordpress_side( (array) ( $declaration['wordpress'] ?? array() ) ),
				);
			}
		}
		ksort( $elements );
		return $elements;
	}

	/**
	 * An element's WordPress side (the manifest's `wordpress` key), reduced to well-formed strings.
	 *
	 * @param array $side The declaration's `wordpress`.
	 * @return array{block: array, server_values: array<string, string>, server_values_when: string, wraps: ?array} The side.
	 */
	private static function wordpress_side( array $side ): array {
		$strings = static fn( $list ): array => array_values( array_filter( (array) $list, 'is_string' ) );
		$map     = static fn( $map ): array => array_filter(
			(array) $map,
			static fn( $value, $name ): bool => is_string( $value ) && self::is_attribute_name( (string) $name ),
			ARRAY_FILTER_USE_BOTH
		);
		$wrap    = is_array( $side['wraps'] ?? null ) ? $side['wraps'] : null;
		if ( null !== $wrap && is_string( $wrap['system'] ?? null ) && is_string( $wrap['name'] ?? null ) ) {
			$wrap = array(
				'system'          => sanitize_key( $wrap['system'] ),
				'name'            => $wrap['name'],
				'active'          => is_string( $wrap['active'] ?? null ) ? $wrap['active'] : '',
				'shortcodes'      => $strings( $wrap['shortcodes'] ?? array() ),
				'blocks'          => $strings( $wrap['blocks'] ?? array() ),
				'widgets'         => $strings( $wrap['widgets'] ?? array() ),
				'comment_section' => true === ( $wrap['commentSection'] ?? false ),
				'scripts'         => $strings( $wrap['scripts'] ?? array() ),
				'script_filters'  => $strings( $wrap['scriptFilters'] ?? array() ),
				'callbacks'       => array_map( $strings, array_filter( (array) ( $wrap['callbacks'] ?? array() ), 'is_array' ) ),
				'inline_scripts'  => array_values( array_filter( $strings( $wrap['inlineScripts'] ?? array() ), static fn( string $mark ): bool => '' !== $mark ) ),
				'attributes'      => $map( $wrap['attributes'] ?? array() ),
				'follows'         => self::texts( $wrap['follows'] ?? array() ),
				'not_followed'    => self::texts( $wrap['notFollowed'] ?? array() ),
			);
		} else {
			$wrap = null;
		}
		$block = is_array( $side['block'] ?? null ) ? $side['block'] : array();
		$forms = is_array( $block['forms'] ?? null ) ? $block['forms'] : array();
		return array(
			'block'              => array(
				'title'    => is_string( $block['title'] ?? null ) ? $block['title'] : '',
				'icon'     => is_string( $block['icon'] ?? null ) ? sanitize_key( $block['icon'] ) : '',
				'keywords' => $strings( $block['keywords'] ?? array() ),
				'forms'    => is_string( $forms['postType'] ?? null ) && is_string( $forms['shortcode'] ?? null ) ? array(
					'post_type' => sanitize_key( $forms['postType'] ),
					'shortcode' => $forms['shortcode'],
					'attribute' => is_string( $forms['attribute'] ?? null ) && self::is_attribute_name( $forms['attribute'] ) ? $forms['attribute'] : '',
				) : null,
			),
			'server_values'      => $map( $side['serverValues'] ?? array() ),
			'server_values_when' => is_string( $side['serverValuesWhen'] ?? null ) ? $side['serverValuesWhen'] : '',
			'wraps'              => $wrap,
		);
	}

	/**
	 * A map of texts (a setting's name => what is said of it), strings only.
	 *
	 * @param mixed $map The map.
	 * @return array<string, string>
	 */
	private static function texts( $map ): array {
		return array_filter( is_array( $map ) ? $map : array(), static fn( $text, $name ): bool => is_string( $text ) && is_string( $name ), ARRAY_FILTER_USE_BOTH );
	}

	/**
	 * An attribute default as the text of the attribute.
	 *
	 * @param string $json The manifest's default: a JSON string literal, or JSON for a JSON attribute.
	 * @return string The attribute text.
	 */
	private static function default_text( string $json ): string {
		$decoded = json_decode( $json, true );
		return is_string( $decoded ) ? $decoded : $json;
	}

	/**
	 * An attribute name as a property name: hide-empty → hideEmpty.
	 *
	 * @param string $name An attribute name.
	 */
	public static function field_name( string $name ): string {
		return lcfirst( str_replace( ' ', '', ucwords( str_replace( '-', ' ', $name ) ) ) );
	}

	/**
	 * Whether a name is a custom element name of this library (x-...).
	 *
	 * @param string $tag A tag name.
	 */
	public static function is_tag_name( string $tag ): bool {
		return 1 === preg_match( '/^x-[a-z0-9]+(?:-[a-z0-9]+)*$/', $tag );
	}

	/**
	 * Whether a name is a plain lowercase attribute name (letters, digits, hyphens).
	 *
	 * @param string $name An attribute name.
	 */
	public static function is_attribute_name( string $name ): bool {
		return 1 === preg_match( '/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/', $name );
	}

	/**
	 * Every tag, sorted.
	 *
	 * @return list<string>
	 */
	public function tags(): array {
		return array_keys( $this->elements );
	}

	/**
	 * Whether the manifest declares a tag.
	 *
	 * @param string $tag A tag name.
	 */
	public function has( string $tag ): bool {
		return isset( $this->elements[ $tag ] );
	}

	/**
	 * An element's one-sentence summary.
	 *
	 * @param string $tag A tag name.
	 */
	public function summary( string $tag ): string {
		return $this->elements[ $tag ]['summary'] ?? '';
	}

	/**
	 * An element's documented attributes.
	 *
	 * @param string $tag A tag name.
	 * @return array<string, array{type: string, default: ?string, description: string, field: string, kind: string, min: ?float, max: ?float, format: string, url_use: string, texts: array<string, string>}> By attribute name.
	 */
	public function attributes( string $tag ): array {
		return $this->elements[ $tag ]['attributes'] ?? array();
	}

	/**
	 * Whether an element documents an attribute.
	 *
	 * @param string $tag  A tag name.
	 * @param string $name An attribute name.
	 */
	public function has_attribute( string $tag, string $name ): bool {
		return isset( $this->elements[ $tag ]['attributes'][ $name ] );
	}

	/**
	 * Whether an attribute is a boolean (present, "", "true": true; "false": false).
	 *
	 * @param string $tag  A tag name.
	 * @param string $name An attribute name.
	 */
	public function is_boolean( string $tag, string $name ): bool {
		$attribute = $this->elements[ $tag ]['attributes'][ $name ] ?? array();
		// An optional boolean (type "boolean | null") is a boolean too: its kind says so.
		return 'boolean' === ( $attribute['type'] ?? '' ) || 'boolean' === ( $attribute['kind'] ?? '' );
	}

	/**
	 * Whether an attribute text means the attribute's default (a boolean's "true" or "false" by what it means).
	 *
	 * @param string $tag   A tag name.
	 * @param string $name  An attribute name.
	 * @param string $value The attribute's text.
	 */
	public function is_default( string $tag, string $name, string $value ): bool {
		$default = $this->elements[ $tag ]['attributes'][ $name ]['default'] ?? null;
		if ( $this->is_boolean( $tag, $name ) ) {
			return ( null !== $default ) === ( 'false' !== strtolower( trim( $value ) ) );
		}
		return $default === $value;
	}

	/**
	 * The server values an element declares: attribute name => source (server-time, rest-url, admin-ajax-url,
	 * post-id, nonce:ACTION, option:NAME), and the PHP constant or class they need ('' for none).
	 *
	 * @param string $tag A tag name.
	 * @return array{values: array<string, string>, when: string}
	 */
	public function server_values( string $tag ): array {
		$side = $this->elements[ $tag ]['wordpress'] ?? array();
		return array(
			'values' => $side['server_values'] ?? array(),
			'when'   => $side['server_values_when'] ?? '',
		);
	}

	/**
	 * An element's block as its declaration gives it: title, Dashicon, keywords, and the site's forms it shows.
	 *
	 * @param string $tag A tag name.
	 * @return array{title: string, icon: string, keywords: list<string>, forms: ?array{post_type: string, shortcode: string, attribute: string}}
	 */
	public function block( string $tag ): array {
		return $this->elements[ $tag ]['wordpress']['block'] ?? array(
			'title'    => '',
			'icon'     => '',
			'keywords' => array(),
			'forms'    => null,
		);
	}

	/**
	 * The other plugins' output the elements can wrap: one entry per element that declares it, with its tag.
	 *
	 * @return list<array{tag: string, system: string, name: string, active: string, shortcodes: list<string>, blocks: list<string>, widgets: list<string>, comment_section: bool, scripts: list<string>, script_filters: list<string>, callbacks: array<string, list<string>>, inline_scripts: list<string>, attributes: array<string, string>, follows: array<string, string>, not_followed: array<string, string>}>
	 */
	public function wraps(): array {
		$wraps = array();
		foreach ( $this->elements as $tag => $element ) {
			$wrap = $element['wordpress']['wraps'] ?? null;
			if ( is_array( $wrap ) ) {
				$wraps[] = array( 'tag' => $tag ) + $wrap;
			}
		}
		return $wraps;
	}

	/**
	 * An element's examples (title and HTML), as its declaration gives them.
	 *
	 * @param string $tag A tag name.
	 * @return list<array{title: string, html: string}>
	 */
	public function examples( string $tag ): array {
		return $this->elements[ $tag ]['examples'] ?? array();
	}

	/**
	 * An example written as shortcodes: each outermost x- tag becomes its shortcode, everything else stays HTML.
	 * Square brackets inside attribute values (JSON arrays) are written as &#91; and &#93;, which a shortcode
	 * attribute cannot hold as such; the shortcode decodes them.
	 *
	 * @param string $html An example's HTML.
	 * @return string The same example with shortcodes.
	 */
	public static function as_shortcode( string $html ): string {
		$out    = '';
		$offset = 0;
		foreach ( Markup::outermost_elements( $html ) as $span ) {
			$element    = substr( $html, $span['start'], $span['end'] - $span['start'] );
			$open_len   = $span['open_end'] - $span['start'];
			$close_len  = strlen( '</' . $span['tag'] . '>' );
			$attributes = substr( $element, 1 + strlen( $span['tag'] ), $open_len - 2 - strlen( $span['tag'] ) );
			$attributes = str_replace( array( '[', ']' ), array( '&#91;', '&#93;' ), $attributes );
			$inner      = substr( $element, $open_len, strlen( $element ) - $open_len - $close_len );

			$out   .= substr( $html, $offset, $span['start'] - $offset );
			$out   .= '[' . $span['tag'] . rtrim( $attributes, " \t\n/" ) . ']' . $inner . '[/' . $span['tag'] . ']';
			$offset = $span['end'];
		}
		return $out . substr( $html, $offset );
	}
}
