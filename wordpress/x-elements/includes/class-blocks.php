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
	 * Attributes a site fills or an owner rarely sets (a plugin's version, an endpoint, the texts of every language):
	 * shown in the block's Technical settings panel, after the settings an owner chooses.
	 */
	private const ADVANCED = array( 'unit-tag', 'plugin-version', 'schema', 'locale', 'data-layer', 'container-post', 'messages', 'labels', 'nonce', 'recaptcha-site-key', 'open-params', 'input', 'trigger', 'query-param', 'prefill-param', 'fields', 'accessible-text', 'thumbs-for' );

	/**
	 * Block attributes of every element's block besides its element's: the owner's class, the fallback the editor
	 * writes from the settings (a countdown's date in words, a video's link), and the site's form it shows.
	 */
	private const OWN_ATTRIBUTES = array(
		'className' => array( 'type' => 'string' ),
		'fallback'  => array(
			'type'     => 'string',
			'source'   => 'html',
			'selector' => '.x-elements-fallback',
		),
		'siteForm'  => array( 'type' => 'string' ),
	);

	/**
	 * The editor's scripts in assets/blocks/, in the order they run before assets/blocks.js: each adds what the next
	 * ones use to window.xElementsBlockKit. The first to read the elements' data is content.js.
	 */
	private const EDITOR_PARTS = array( 'parts', 'content', 'warnings', 'field-controls', 'json-controls', 'list-control', 'control', 'preview', 'edit', 'register', 'slot-block' );

	/**
	 * The scripts of the trigger-and-panel blocks, after assets/blocks.js, in the order they run; the last (panels.js)
	 * is the blocks' editor script.
	 */
	private const PANEL_PARTS = array( 'tab-parts', 'tabs', 'panels' );

	/**
	 * Blocks of a trigger and its panel, saved as <details> (it opens and closes without JavaScript, and without the
	 * plugin) and rendered as the x-toggle their parent's element documents: tabs (a Tabs block's children, their
	 * hashes optional and taken from their titles) and an accordion's questions.
	 */
	private const PANEL_BLOCKS = array(
		'tabs'           => array(
			'title'      => 'Tabs (titles and panels)',
			'icon'       => 'index-card',
			'keywords'   => array( 'tabs', 'tabbed', 'panels', 'toggle' ),
			'parent'     => null,
			'attributes' => array(
				'className' => array( 'type' => 'string' ),
				'group'     => array( 'type' => 'string' ),
				'hashes'    => array(
					'type'    => 'boolean',
					'default' => false,
				),
			),
			'provides'   => array(
				'x-elements/group'  => 'group',
				'x-elements/hashes' => 'hashes',
			),
			'uses'       => array(),
		),
		'tab'            => array(
			'title'      => 'Tab',
			'icon'       => 'excerpt-view',
			'keywords'   => array( 'tab' ),
			'parent'     => array( 'x-elements/tabs' ),
			'attributes' => array(
				'title' => array(
					'type'     => 'string',
					'source'   => 'html',
					'selector' => 'summary',
				),
			),
			'provides'   => array(),
			'uses'       => array( 'x-elements/group', 'x-elements/hashes' ),
		),
		'accordion-item' => array(
			'title'      => 'Question and answer',
			'icon'       => 'arrow-down-alt2',
			'keywords'   => array( 'question', 'answer', 'faq' ),
			'parent'     => array( 'x-elements/accordion' ),
			'attributes' => array(
				'title' => array(
					'type'     => 'string',
					'source'   => 'html',
					'selector' => 'summary',
				),
				'open'  => array(
					'type'    => 'boolean',
					'default' => false,
				),
			),
			'provides'   => array(),
			'uses'       => array(),
		),
	);

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
		add_action( 'enqueue_block_editor_assets', array( $this, 'editor_data_script' ) );
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
	 * A block's title: its declaration's, else from its tag (x-flip-card → Flip card).
	 *
	 * @param Manifest $manifest The manifest.
	 * @param string   $tag      A tag name.
	 */
	public static function title( Manifest $manifest, string $tag ): string {
		$title = $manifest->block( $tag )['title'];
		return '' !== $title ? $title : ucfirst( str_replace( '-', ' ', substr( $tag, 2 ) ) );
	}

	/**
	 * A block's icon: its declaration's Dashicon, else the generic block icon.
	 *
	 * @param Manifest $manifest The manifest.
	 * @param string   $tag      A tag name.
	 */
	public static function icon( Manifest $manifest, string $tag ): string {
		$icon = $manifest->block( $tag )['icon'];
		return '' !== $icon ? $icon : 'block-default';
	}

	/**
	 * Words the inserter's search finds a block by: the tag's, its declaration's and those of its examples' titles.
	 *
	 * @param Manifest $manifest The manifest.
	 * @param string   $tag      A tag name.
	 * @return list<string>
	 */
	public static function keywords( Manifest $manifest, string $tag ): array {
		$words = array_merge( explode( '-', substr( $tag, 2 ) ), $manifest->block( $tag )['keywords'] );
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
		$forms    = $manifest->block( $tag )['forms'];
		$controls = array();
		foreach ( $manifest->attributes( $tag ) as $name => $attribute ) {
			$control = array(
				'name'        => $name,
				'label'       => self::label( $name, $attribute ),
				'field'       => $attribute['field'],
				'control'     => 'text',
				'default'     => $attribute['default'],
				'description' => $attribute['description'],
				// The site's form is picked by its title: the attribute that takes its id is technical.
				'advanced'    => in_array( $name, self::ADVANCED, true ) || in_array( $attribute['url_use'], array( 'endpoint', 'script', 'frame' ), true ) || $name === ( $forms['attribute'] ?? null ),
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
	 * An attribute's label in words, with its unit when its description names one: autoplay-duration → "Autoplay
	 * duration (ms)".
	 *
	 * @param string $name      An attribute name.
	 * @param array  $attribute The attribute, as the manifest has it.
	 */
	private static function label( string $name, array $attribute ): string {
		// A few names say little in words of their own: a source is a file or an address.
		$named = array(
			'src'  => 'Source (file or address)',
			'href' => 'Link',
		);
		if ( isset( $named[ $name ] ) ) {
			return $named[ $name ];
		}
		$words = ucfirst( str_replace( '-', ' ', $name ) );
		$words = (string) preg_replace( array( '/\bid\b/', '/\burl\b/', '/\bcta\b/' ), array( 'ID', 'URL', 'CTA' ), $words );
		if ( 'number' !== $attribute['kind'] ) {
			return $words;
		}
		$units = array(
			'ms' => '/\b(milliseconds|ms)\b/i',
			's'  => '/\bseconds\b/i',
			'px' => '/\b(pixels|px)\b/i',
			'%'  => '/\b(percent|percentage)\b/i',
		);
		foreach ( $units as $unit => $pattern ) {
			if ( 1 === preg_match( $pattern, $attribute['description'] ) ) {
				return $words . ' (' . $unit . ')';
			}
		}
		return $words;
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
	 * What the editor script needs of every element: name, title, icon, description, keywords, controls, examples
	 * (each marked `demo` when it shows the plugin's own sample files or a provider's demo account: not offered to
	 * insert) and the site's forms an element shows (Contact Form 7's, MC4WP's).
	 *
	 * @return list<array{name: string, tag: string, title: string, icon: string, description: string, keywords: list<string>, controls: list<array>, examples: list<array{title: string, html: string, demo: bool}>, forms: list<array{id: int, title: string}>, formShortcode: string, formAttribute: string}>
	 */
	public function editor_data(): array {
		$manifest = $this->plugin->manifest();
		$blocks   = array();
		$media    = plugins_url( 'media/', $this->plugin->dir() . 'x-elements.php' );
		foreach ( $manifest->tags() as $tag ) {
			$forms    = $manifest->block( $tag )['forms'];
			$blocks[] = array(
				'name'          => self::block_name( $tag ),
				'tag'           => $tag,
				'title'         => self::title( $manifest, $tag ),
				'icon'          => self::icon( $manifest, $tag ),
				'description'   => $manifest->summary( $tag ),
				'keywords'      => self::keywords( $manifest, $tag ),
				'controls'      => self::controls( $manifest, $tag ),
				'examples'      => array_map(
					function ( array $example ) use ( $media ): array {
						$html = $this->plugin->site_example( $example['html'] );
						return array(
							'title' => $example['title'],
							'html'  => $html,
							'demo'  => str_contains( $html, $media ) || str_contains( $html, 'demo-' ),
						);
					},
					$manifest->examples( $tag )
				),
				'forms'         => $forms ? self::site_forms( $forms['post_type'] ) : array(),
				'formShortcode' => $forms ? $forms['shortcode'] : '',
				'formAttribute' => $forms ? Manifest::field_name( $forms['attribute'] ) : '',
			);
		}
		return $blocks;
	}

	/**
	 * The forms a plugin keeps as posts of a type, newest first: id and title.
	 *
	 * @param string $post_type The forms' post type.
	 * @return list<array{id: int, title: string}>
	 */
	private static function site_forms( string $post_type ): array {
		if ( ! post_type_exists( $post_type ) ) {
			return array();
		}
		$posts = get_posts(
			array(
				'post_type'      => $post_type,
				'post_status'    => 'publish',
				'posts_per_page' => 100,
				'orderby'        => 'date',
			)
		);
		return array_map(
			static fn( \WP_Post $post ): array => array(
				'id'    => $post->ID,
				'title' => '' !== $post->post_title ? $post->post_title : '#' . $post->ID,
			),
			$posts
		);
	}

	/**
	 * Action init: the editor script and a block per element.
	 */
	public function register(): void {
		if ( ! function_exists( 'register_block_type' ) ) {
			return;
		}
		$dependencies = array( 'wp-blocks', 'wp-block-editor', 'wp-components', 'wp-element', 'wp-data', 'wp-date', 'wp-dom-ready', 'wp-i18n', 'wp-plugins', 'wp-shortcode' );
		// The document settings panel moved from wp-edit-post to wp-editor in WordPress 6.6.
		$dependencies[] = wp_script_is( 'wp-editor', 'registered' ) && version_compare( get_bloginfo( 'version' ), '6.6', '>=' ) ? 'wp-editor' : 'wp-edit-post';
		foreach ( self::EDITOR_PARTS as $part ) {
			wp_register_script(
				self::EDITOR_SCRIPT . '-' . $part,
				plugins_url( 'assets/blocks/' . $part . '.js', $this->plugin->dir() . 'x-elements.php' ),
				$dependencies,
				$this->plugin->asset_version(),
				true
			);
			$dependencies[] = self::EDITOR_SCRIPT . '-' . $part;
		}
		wp_register_script(
			self::EDITOR_SCRIPT,
			plugins_url( 'assets/blocks.js', $this->plugin->dir() . 'x-elements.php' ),
			$dependencies,
			$this->plugin->asset_version(),
			true
		);
		$panel_dependencies = array( self::EDITOR_SCRIPT );
		foreach ( self::PANEL_PARTS as $part ) {
			wp_register_script(
				self::EDITOR_SCRIPT . '-' . $part,
				plugins_url( 'assets/blocks/' . $part . '.js', $this->plugin->dir() . 'x-elements.php' ),
				$panel_dependencies,
				$this->plugin->asset_version(),
				true
			);
			$panel_dependencies[] = self::EDITOR_SCRIPT . '-' . $part;
		}
		$manifest = $this->plugin->manifest();
		foreach ( $manifest->tags() as $tag ) {
			$attributes = self::OWN_ATTRIBUTES;
			foreach ( $manifest->attributes( $tag ) as $attribute ) {
				$attributes[ $attribute['field'] ] = array( 'type' => 'string' );
			}
			register_block_type(
				self::block_name( $tag ),
				array(
					'api_version'     => 3,
					'title'           => self::title( $manifest, $tag ),
					'description'     => $manifest->summary( $tag ),
					'category'        => self::NAMESPACE,
					'icon'            => self::icon( $manifest, $tag ),
					'keywords'        => self::keywords( $manifest, $tag ),
					'attributes'      => $attributes,
					'supports'        => array( 'html' => false ),
					'editor_script'   => self::EDITOR_SCRIPT,
					'render_callback' => fn( array $attributes, string $content ): string => $this->render( $tag, $attributes, $content ),
				)
			);
		}
		foreach ( self::PANEL_BLOCKS as $name => $panel ) {
			register_block_type(
				self::NAMESPACE . '/' . $name,
				array(
					'api_version'      => 3,
					'title'            => $panel['title'],
					'category'         => self::NAMESPACE,
					'icon'             => $panel['icon'],
					'keywords'         => $panel['keywords'],
					'parent'           => $panel['parent'],
					'attributes'       => $panel['attributes'],
					'provides_context' => $panel['provides'],
					'uses_context'     => $panel['uses'],
					'supports'         => array( 'html' => false ),
					'editor_script'    => self::EDITOR_SCRIPT . '-panels',
					'render_callback'  => fn( array $attributes, string $content, $block = null ): string => $this->render_panel( $name, $attributes, $content, $block ),
				)
			);
		}
	}

	/**
	 * Action enqueue_block_editor_assets: the editor gets the elements' data once, before the first script that reads
	 * it (assets/blocks/content.js), and the autoloader's address, which assets/blocks/preview.js loads into the
	 * canvas as a module. Only in the editor: the data reads the site's forms.
	 */
	public function editor_data_script(): void {
		wp_add_inline_script(
			self::EDITOR_SCRIPT . '-content',
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
		$content = self::unwrapped( 'wp-block-' . str_replace( '/', '-', self::block_name( $tag ) ), $content );
		if ( $this->wrapping_makes_element( $tag, $content ) ) {
			// The site's form, wrapped in its element by the wrapping with the form's own settings.
			return $content;
		}
		if ( $this->lacks_source( $tag, $attributes, $content ) ) {
			return '';
		}
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
	 * A block's saved content without its outer <div> (which keeps the fallback in the content column when the
	 * plugin is gone): its element takes the div's place.
	 *
	 * @param string $class   The block's class.
	 * @param string $content The rendered inner content.
	 */
	private static function unwrapped( string $class, string $content ): string {
		$pattern = '#^\s*<div class="' . preg_quote( $class, '#' ) . '(?:\s[^"]*)?">(.*)</div>\s*$#s';
		return 1 === preg_match( $pattern, $content, $match ) ? $match[1] : $content;
	}

	/**
	 * Whether the content is the shortcode of a plugin's output that the wrapping (in force for that system) turns
	 * into this element: the block then writes no element of its own around it.
	 *
	 * @param string $tag     The element's tag.
	 * @param string $content The block's content.
	 */
	private function wrapping_makes_element( string $tag, string $content ): bool {
		$chosen = $this->plugin->wrapping()->chosen();
		foreach ( $this->plugin->manifest()->wraps() as $wrap ) {
			if ( $wrap['tag'] !== $tag || ! in_array( $wrap['system'], $chosen, true ) || ! Glue::present( $wrap['active'] ) ) {
				continue;
			}
			foreach ( $wrap['shortcodes'] as $shortcode ) {
				if ( has_shortcode( $content, $shortcode ) ) {
					return true;
				}
			}
		}
		return false;
	}

	/**
	 * Whether a media element's block (one whose `src` is a media file) has nothing to show: none of its attributes
	 * set, no media or link in its content (a block just inserted). Visitors then see nothing rather than an element
	 * that says it has no source.
	 *
	 * @param string $tag        The element's tag.
	 * @param array  $attributes The block's attributes.
	 * @param string $content    The block's content.
	 */
	private function lacks_source( string $tag, array $attributes, string $content ): bool {
		$declared = $this->plugin->manifest()->attributes( $tag );
		if ( 'media' !== ( $declared['src']['url_use'] ?? '' ) ) {
			return false;
		}
		foreach ( $declared as $attribute ) {
			if ( '' !== (string) ( $attributes[ $attribute['field'] ] ?? '' ) ) {
				return false;
			}
		}
		return 1 !== preg_match( '#<(video|audio|source|iframe|object|a)\b#i', $content );
	}

	/**
	 * A tab or an accordion's question: its saved <details> as an x-toggle, the summary its trigger. A tab takes its
	 * group from its Tabs block and, when that binds tabs to hashes, a hash from its title.
	 *
	 * @param string              $name       The block's name in the namespace: tab or accordion-item.
	 * @param array               $attributes The block's attributes.
	 * @param string              $content    The rendered <details>.
	 * @param \WP_Block|null $block      The block, for its context.
	 */
	public function render_panel( string $name, array $attributes, string $content, $block ): string {
		if ( 'tabs' === $name ) {
			$this->plugin->mark_seen();
			return $content;
		}
		if ( 1 !== preg_match( '#^\s*<details\b([^>]*)>\s*<summary[^>]*>(.*?)</summary>(.*)</details>\s*$#s', $content, $parts ) ) {
			return $content;
		}
		$title   = trim( wp_strip_all_tags( $parts[2] ) );
		$context = $block instanceof \WP_Block ? $block->context : array();
		$html    = array( 'kind' => 'tab' === $name ? 'tab' : 'collapse' );
		$trigger = '<button slot="trigger" type="button">' . esc_html( $title ) . '</button>';
		if ( 'tab' === $name ) {
			$group         = (string) ( $context['x-elements/group'] ?? '' );
			$html['group'] = 1 === preg_match( '/^[\w-]+$/', $group ) ? $group : 'tabs';
			$hash          = self::hash_of( $title );
			if ( ! empty( $context['x-elements/hashes'] ) && '' !== $hash ) {
				$html['hash'] = $hash;
				$trigger      = '<a slot="trigger" href="#' . esc_attr( $hash ) . '">' . esc_html( $title ) . '</a>';
			}
		} elseif ( ! empty( $attributes['open'] ) ) {
			$html['open'] = true;
		}
		$this->plugin->mark_seen();
		return Markup::render( 'x-toggle', $html, $trigger . $parts[3] );
	}

	/**
	 * A tab's hash from its title: "Yearly plans" → yearly-plans (letters, digits, _ and -, as x-toggle accepts).
	 *
	 * @param string $title A tab's title.
	 */
	public static function hash_of( string $title ): string {
		return trim( (string) preg_replace( '/[^a-z0-9_]+/', '-', strtolower( remove_accents( $title ) ) ), '-' );
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
