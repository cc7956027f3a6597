<?php
/**
 * A block of the block editor per element, generated from the manifest: its settings, its content as inner blocks,
 * rendered on the server by the same code as the shortcodes.
 *
 * The post stores the block's changed attributes in its comment delimiter and the element's content (its
 * no-JavaScript fallback) as inner blocks; the element's tag is added at render. So the saved markup never depends
 * on the element's markup (the editor never finds a block "invalid"), and a post read without the plugin still
 * shows the fallback.
 *
 * @package X_Elements
 */

namespace X_Elements;

defined( 'ABSPATH' ) || exit;

/**
 * The blocks, their editor script and their rendering.
 */
final class Blocks {

	/**
	 * The blocks' namespace and category.
	 */
	public const NAMESPACE = 'x-elements';

	/**
	 * The editor script's handle.
	 */
	public const EDITOR_SCRIPT = 'x-elements-blocks';

	/**
	 * Words of example titles that say nothing about an element (kept out of the keywords).
	 */
	private const COMMON_WORDS = array( 'with', 'without', 'from', 'that', 'this', 'whose', 'bound', 'only', 'into', 'each', 'over', 'under', 'then', 'their', 'them' );

	/**
	 * Binds the blocks to the plugin.
	 *
	 * @param Plugin $plugin The plugin.
	 */
	public function __construct( private Plugin $plugin ) {
	}

	/**
	 * Adds the hooks.
	 */
	public function hooks(): void {
		add_action( 'init', array( $this, 'register' ) );
		add_filter( 'block_categories_all', array( $this, 'category' ) );
		add_action( 'enqueue_block_assets', array( $this, 'editor_canvas_assets' ) );
	}

	/**
	 * A block's name: x-countdown → x-elements/countdown.
	 *
	 * @param string $tag A tag name.
	 */
	public static function block_name( string $tag ): string {
		return self::NAMESPACE . '/' . substr( $tag, 2 );
	}

	/**
	 * A block's title: x-flip-card → Flip card.
	 *
	 * @param string $tag A tag name.
	 */
	public static function title( string $tag ): string {
		return ucfirst( str_replace( '-', ' ', substr( $tag, 2 ) ) );
	}

	/**
	 * Words the inserter's search finds a block by: the tag's and those of its examples' titles.
	 *
	 * @param Manifest $manifest The manifest.
	 * @param string   $tag      A tag name.
	 * @return list<string>
	 */
	public static function keywords( Manifest $manifest, string $tag ): array {
		$words = explode( '-', substr( $tag, 2 ) );
		foreach ( $manifest->examples( $tag ) as $example ) {
			foreach ( preg_split( '/[^a-z]+/', strtolower( $example['title'] ) ) as $word ) {
				if ( strlen( $word ) > 3 && ! in_array( $word, self::COMMON_WORDS, true ) ) {
					$words[] = $word;
				}
			}
		}
		return array_values( array_unique( $words ) );
	}

	/**
	 * The settings control of each attribute of an element, from its type: toggle (boolean), select (one of some
	 * words), tokens (a list of some words), number (with its bounds), date, url (with the media library when it
	 * names a file: `media` is its kind), fields (JSON of labels: a text per key), json (any other JSON), text; and
	 * server for a value the server fills at render (not shown; `source` says what fills it, '' where the site does
	 * not give it).
	 *
	 * @param Manifest $manifest The manifest.
	 * @param string   $tag      A tag name.
	 * @return list<array{name: string, field: string, control: string, default: ?string, description: string, options?: list<string>, min?: float, max?: float, media?: string, fields?: array<string, string>, source?: string}>
	 */
	public static function controls( Manifest $manifest, string $tag ): array {
		$declared = $manifest->server_values( $tag );
		$server   = $declared['values'];
		$controls = array();
		foreach ( $manifest->attributes( $tag ) as $name => $attribute ) {
			$control = array(
				'name'        => $name,
				'field'       => $attribute['field'],
				'control'     => 'text',
				'default'     => $attribute['default'],
				'description' => $attribute['description'],
			);
			$words   = self::words_of( $attribute['type'] );
			$default = null === $attribute['default'] ? null : json_decode( $attribute['default'], true );
			if ( isset( $server[ $name ] ) ) {
				$control['control'] = 'server';
				// What fills it, where the site gives it: the editor's preview fills a post id likewise.
				$control['source'] = Glue::present( $declared['when'] ) ? $server[ $name ] : '';
			} elseif ( 'boolean' === $attribute['kind'] || 'boolean' === $attribute['type'] ) {
				$control['control'] = 'toggle';
			} elseif ( 'enum' === $attribute['kind'] && $words ) {
				$control['control'] = 'select';
				$control['options'] = $words;
			} elseif ( $words && str_starts_with( $attribute['type'], 'Array<' ) ) {
				$control['control'] = 'tokens';
				$control['options'] = $words;
			} elseif ( 'number' === $attribute['kind'] ) {
				$control['control'] = 'number';
				if ( null !== $attribute['min'] ) {
					$control['min'] = $attribute['min'];
				}
				if ( null !== $attribute['max'] ) {
					$control['max'] = $attribute['max'];
				}
			} elseif ( 'date' === $attribute['kind'] ) {
				$control['control'] = 'date';
			} elseif ( 'json' === $attribute['kind'] ) {
				// A field per text: the texts the declaration lists, else a default that is an object of texts.
				$texts              = $attribute['texts'] ? $attribute['texts'] : $default;
				$labels             = is_array( $texts ) && $texts && ! array_is_list( $texts ) && count( array_filter( $texts, 'is_string' ) ) === count( $texts );
				$control['control'] = $labels ? 'fields' : 'json';
				if ( $labels ) {
					$control['fields'] = $texts;
				}
			} elseif ( 'url' === $attribute['format'] || Markup::is_uri_attribute( $name ) ) {
				$control['control'] = 'url';
				$media              = self::media_of( $tag, $name );
				if ( '' !== $media ) {
					$control['media'] = $media;
				}
			}
			$controls[] = $control;
		}
		return $controls;
	}

	/**
	 * The words of a type that is a union of string literals ("a" | "b", or Array<"a" | "b">), else none.
	 *
	 * @param string $type A type text.
	 * @return list<string>
	 */
	private static function words_of( string $type ): array {
		// An optional attribute's type ends in "| null" (absent): its words are the others.
		$union = preg_replace( '/^Array<(.*)>$/', '$1', preg_replace( '/\s*\|\s*null$/', '', trim( $type ) ) );
		if ( 1 !== preg_match( '/^"[^"]*"(?:\s*\|\s*"[^"]*")*$/', (string) $union ) ) {
			return array();
		}
		preg_match_all( '/"([^"]*)"/', (string) $union, $matches );
		return $matches[1];
	}

	/**
	 * The kind of file a URL attribute names, for the media library: an image for a poster or an image, and for a
	 * src the element's own kind when its tag ends in one (a video, an audio file, a PDF); '' for a web address.
	 *
	 * @param string $tag  A tag name.
	 * @param string $name An attribute name.
	 */
	private static function media_of( string $tag, string $name ): string {
		if ( 'poster' === $name || str_contains( $name, 'image' ) ) {
			return 'image';
		}
		if ( 'src' !== $name ) {
			return '';
		}
		$kind = substr( (string) strrchr( $tag, '-' ), 1 );
		$kind = 'pdf' === $kind ? 'application/pdf' : $kind;
		return in_array( $kind, array( 'video', 'audio', 'image', 'application/pdf' ), true ) ? $kind : '';
	}

	/**
	 * What the editor script needs of every element: name, title, description, keywords, controls and examples.
	 *
	 * @return list<array{name: string, tag: string, title: string, description: string, keywords: list<string>, controls: list<array>, examples: list<array{title: string, html: string}>}>
	 */
	public function editor_data(): array {
		$manifest = $this->plugin->manifest();
		$blocks   = array();
		foreach ( $manifest->tags() as $tag ) {
			$blocks[] = array(
				'name'        => self::block_name( $tag ),
				'tag'         => $tag,
				'title'       => self::title( $tag ),
				'description' => $manifest->summary( $tag ),
				'keywords'    => self::keywords( $manifest, $tag ),
				'controls'    => self::controls( $manifest, $tag ),
				'examples'    => array_map(
					fn( array $example ): array => array(
						'title' => $example['title'],
						'html'  => $this->plugin->site_example( $example['html'] ),
					),
					$manifest->examples( $tag )
				),
			);
		}
		return $blocks;
	}

	/**
	 * Action init: the editor script and a block per element.
	 */
	public function register(): void {
		if ( ! function_exists( 'register_block_type' ) ) {
			return;
		}
		wp_register_script(
			self::EDITOR_SCRIPT,
			plugins_url( 'assets/blocks.js', $this->plugin->dir() . 'x-elements.php' ),
			array( 'wp-blocks', 'wp-block-editor', 'wp-components', 'wp-element', 'wp-data', 'wp-date', 'wp-dom-ready', 'wp-i18n', 'wp-plugins', 'wp-edit-post', 'wp-shortcode' ),
			$this->plugin->asset_version(),
			true
		);
		$manifest = $this->plugin->manifest();
		foreach ( $manifest->tags() as $tag ) {
			$attributes = array( 'className' => array( 'type' => 'string' ) );
			foreach ( $manifest->attributes( $tag ) as $attribute ) {
				$attributes[ $attribute['field'] ] = array( 'type' => 'string' );
			}
			register_block_type(
				self::block_name( $tag ),
				array(
					'api_version'     => 3,
					'title'           => self::title( $tag ),
					'description'     => $manifest->summary( $tag ),
					'category'        => self::NAMESPACE,
					'keywords'        => self::keywords( $manifest, $tag ),
					'attributes'      => $attributes,
					'supports'        => array( 'html' => false ),
					'editor_script'   => self::EDITOR_SCRIPT,
					'render_callback' => fn( array $attributes, string $content ): string => $this->render( $tag, $attributes, $content ),
				)
			);
		}
		// The editor gets the elements' data once, with the script that registers the blocks from it, and the
		// autoloader's address, which that script loads into the canvas as a module.
		wp_add_inline_script(
			self::EDITOR_SCRIPT,
			'window.xElementsBlocks = ' . wp_json_encode( $this->editor_data() ) . ";\n"
				. 'window.xElementsAutoloader = ' . wp_json_encode( add_query_arg( 'ver', $this->plugin->asset_version(), $this->plugin->dist_url( 'x-elements.js' ) ) ) . ';',
			'before'
		);
	}

	/**
	 * Filter block_categories_all: the x-elements category.
	 *
	 * @param array|mixed $categories The block categories.
	 * @return array|mixed The categories.
	 */
	public function category( $categories ) {
		if ( ! is_array( $categories ) ) {
			return $categories;
		}
		$categories[] = array(
			'slug'  => self::NAMESPACE,
			'title' => 'x-elements',
			'icon'  => null,
		);
		return $categories;
	}

	/**
	 * A block's element: its attributes (those the author changed and may give, the block's class) and the server
	 * values around the rendered inner blocks, as the shortcodes write it.
	 *
	 * @param string $tag        The element's tag.
	 * @param array  $attributes The block's attributes, by property name.
	 * @param string $content    The rendered inner blocks.
	 * @return string The element.
	 */
	public function render( string $tag, array $attributes, string $content ): string {
		$manifest = $this->plugin->manifest();
		$html     = array();
		foreach ( $manifest->attributes( $tag ) as $name => $attribute ) {
			$value = $attributes[ $attribute['field'] ] ?? null;
			if ( ! is_scalar( $value ) || '' === (string) $value && ! $manifest->is_boolean( $tag, $name ) ) {
				continue;
			}
			$value         = (string) $value;
			$html[ $name ] = $manifest->is_boolean( $tag, $name ) && in_array( $value, array( '', 'true' ), true ) ? true : $value;
		}
		if ( ! $this->plugin->trust()->content_is_trusted() ) {
			$html = $this->plugin->trust()->clean_attributes( $tag, $html );
		}
		$classes       = array_merge( array( 'wp-block-' . str_replace( '/', '-', self::block_name( $tag ) ) ), preg_split( '/\s+/', (string) ( $attributes['className'] ?? '' ) ) );
		$html['class'] = implode( ' ', array_filter( array_map( 'sanitize_html_class', $classes ) ) );
		$this->plugin->mark_seen();
		return Markup::render( $tag, $html + $this->plugin->glue()->values_for( $tag, $html ), $content );
	}

	/**
	 * Action enqueue_block_assets, in the editor: the stylesheet, so that the canvas shows the real elements
	 * (WordPress copies it into the canvas when it is an iframe). The autoloader is loaded into the canvas by the
	 * editor script, as a module, in whichever document the canvas is: WordPress copies a script into an iframe
	 * canvas as a classic script, which a module cannot be.
	 */
	public function editor_canvas_assets(): void {
		if ( ! is_admin() || ! is_readable( $this->plugin->dir() . 'dist/x-elements.css' ) ) {
			return;
		}
		wp_enqueue_style( 'x-elements', $this->plugin->dist_url( 'x-elements.css' ), array(), $this->plugin->asset_version() );
	}
}
