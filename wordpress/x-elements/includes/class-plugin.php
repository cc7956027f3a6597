<?php
/**
 * The plugin's hooks: shortcodes, allowed markup, content filters, automatic wrapping and the one script.
 *
 * @package X_Elements
 */

namespace X_Elements;

defined( 'ABSPATH' ) || exit;

/**
 * Wires the manifest into WordPress.
 */
final class Plugin {

	/**
	 * The generic shortcode: [x-element tag="x-slider" ...].
	 */
	public const GENERIC_SHORTCODE = 'x-element';

	/**
	 * The one instance.
	 *
	 * @var Plugin|null
	 */
	private static ?Plugin $instance = null;

	/**
	 * The manifest, read on first use.
	 *
	 * @var Manifest|null
	 */
	private ?Manifest $manifest = null;

	/**
	 * Server values for elements.
	 *
	 * @var Glue|null
	 */
	private ?Glue $glue = null;

	/**
	 * The site's rule for addresses in content.
	 *
	 * @var Trust|null
	 */
	private ?Trust $trust = null;

	/**
	 * Other plugins' output wrapped in elements.
	 *
	 * @var Wrapping
	 */
	private Wrapping $wrapping;

	/**
	 * A block per element.
	 *
	 * @var Blocks
	 */
	private Blocks $blocks;

	/**
	 * The wpautop protection of the current request.
	 *
	 * @var Autop
	 */
	private Autop $autop;

	/**
	 * Whether an element was rendered or found in content in this request.
	 *
	 * @var bool
	 */
	private bool $seen = false;

	/**
	 * Whether the script and stylesheet were enqueued in this request.
	 *
	 * @var bool
	 */
	private bool $enqueued = false;

	/**
	 * Starts the plugin.
	 *
	 * @param string $file The plugin's main file.
	 */
	public function __construct( private string $file ) {
		$this->autop    = new Autop();
		$this->wrapping = new Wrapping( $this );
		$this->blocks   = new Blocks( $this );
	}

	/**
	 * Creates the instance and adds its hooks.
	 *
	 * @param string $file The plugin's main file.
	 * @return Plugin The instance.
	 */
	public static function boot( string $file ): Plugin {
		if ( null === self::$instance ) {
			self::$instance = new self( $file );
			self::$instance->hooks();
		}
		return self::$instance;
	}

	/**
	 * The instance, once booted.
	 */
	public static function instance(): ?Plugin {
		return self::$instance;
	}

	/**
	 * Adds the plugin's hooks.
	 */
	private function hooks(): void {
		add_action( 'init', array( $this, 'register_shortcodes' ) );
		add_filter( 'wp_kses_allowed_html', array( $this, 'allowed_html' ), 10, 2 );
		add_filter( 'wp_kses_uri_attributes', array( $this, 'uri_attributes' ) );
		add_filter( 'pre_kses', array( $this, 'filter_saved' ), 10, 2 );
		add_action( 'wp_head', array( $this, 'print_allowed_hosts' ), 1 );
		// Before do_blocks (9) and wpautop (10); after wpautop and shortcode_unautop; after do_shortcode (11).
		add_filter( 'the_content', array( $this, 'protect_from_autop' ), 8 );
		add_filter( 'the_content', array( $this, 'restore_after_autop' ), 10 );
		add_filter( 'the_content', array( $this, 'fill_server_values' ), 12 );
		$this->wrapping->hooks();
		$this->blocks->hooks();
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue_if_needed' ) );
		add_action( 'wp_footer', array( $this, 'enqueue_late' ), 1 );
		add_filter( 'script_loader_tag', array( $this, 'module_script_tag' ), 10, 2 );
		if ( is_admin() ) {
			( new Settings( $this ) )->hooks();
		}
	}

	/**
	 * The plugin's directory, with a trailing slash.
	 */
	public function dir(): string {
		return plugin_dir_path( $this->file );
	}

	/**
	 * The URL of a file in the plugin's copy of dist/.
	 *
	 * @param string $path A path inside dist/.
	 */
	public function dist_url( string $path ): string {
		return plugins_url( 'dist/' . $path, $this->file );
	}

	/**
	 * The manifest of the plugin's copy of dist/.
	 */
	public function manifest(): Manifest {
		if ( null === $this->manifest ) {
			$this->manifest = Manifest::from_file( $this->dir() . 'dist/custom-elements.json' );
		}
		return $this->manifest;
	}

	/**
	 * Server values for elements.
	 */
	public function glue(): Glue {
		if ( null === $this->glue ) {
			$this->glue = new Glue( $this->manifest(), $this->trust() );
		}
		return $this->glue;
	}

	/**
	 * The site's rule for addresses in content: which hosts elements may reach, and what an author may set.
	 */
	public function trust(): Trust {
		if ( null === $this->trust ) {
			$this->trust = new Trust( $this->manifest() );
		}
		return $this->trust;
	}

	/**
	 * Other plugins' output wrapped in elements.
	 */
	public function wrapping(): Wrapping {
		return $this->wrapping;
	}

	/**
	 * The blocks.
	 */
	public function blocks(): Blocks {
		return $this->blocks;
	}

	/**
	 * An example as a site uses it (the declarations' examples are written for the demo site, which serves /media/):
	 * its media (/media/NAME) taken from the plugin's own media/ folder; an attribute of an element that names any
	 * other demo address (a /media/ path the plugin does not ship, such as the demo's map tiles or geocoder) left out,
	 * so that the element's own default, which works on any site, applies; and the attributes the server fills at
	 * render (a post id, a nonce, an endpoint) left out, so that they are the site's own: a rating rates the post it
	 * is placed in. So an example works as pasted on a fresh site.
	 *
	 * @param string $html An example's HTML.
	 */
	public function site_example( string $html ): string {
		$html = (string) preg_replace_callback(
			'#<(x-[a-z0-9-]+)((?:\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|\'[^\']*\'|[^\s"\'>]+))?)*)(\s*/?)>#i',
			function ( array $element ): string {
				$server     = $this->manifest()->server_values( strtolower( $element[1] ) )['values'];
				$attributes = (string) preg_replace_callback(
					'#\s+([^\s=/>]+)(?:\s*=\s*("[^"]*"|\'[^\']*\'|[^\s"\'>]+))?#',
					function ( array $attribute ) use ( $server ): string {
						$raw   = $attribute[2] ?? '';
						$value = '' !== $raw && in_array( $raw[0], array( '"', "'" ), true ) ? substr( $raw, 1, -1 ) : $raw;
						$demo  = str_starts_with( $value, '/media/' ) && '' === $this->media_file( substr( $value, 7 ) );
						return isset( $server[ strtolower( $attribute[1] ) ] ) || $demo ? '' : $attribute[0];
					},
					$element[2]
				);
				return '<' . $element[1] . $attributes . $element[3] . '>';
			},
			$html
		);
		return (string) preg_replace_callback(
			'#(["\'])/media/([^"\']+)(?=["\'])#i',
			fn( array $match ): string => '' !== $this->media_file( $match[2] ) ? $match[1] . plugins_url( 'media/' . $match[2], $this->file ) : $match[0],
			$html
		);
	}

	/**
	 * A file of the plugin's media/ folder by name ('' when it ships none of that name).
	 *
	 * @param string $name A file name, as an example writes it after /media/.
	 */
	private function media_file( string $name ): string {
		return 1 === preg_match( '/^[a-z0-9._-]+$/i', $name ) && is_readable( $this->dir() . 'media/' . $name ) ? $name : '';
	}

	/**
	 * Notes that an element is on the page (its script and stylesheet are needed).
	 */
	public function mark_seen(): void {
		$this->seen = true;
	}

	/**
	 * A shortcode per element, and the generic one.
	 */
	public function register_shortcodes(): void {
		foreach ( $this->manifest()->tags() as $tag ) {
			add_shortcode( $tag, array( $this, 'shortcode' ) );
		}
		add_shortcode( self::GENERIC_SHORTCODE, array( $this, 'shortcode' ) );
	}

	/**
	 * Renders [x-countdown ...]...[/x-countdown] (and [x-element tag="x-countdown" ...]) as the element, its
	 * enclosed content as the fallback.
	 *
	 * @param array|string $atts          Shortcode attributes ('' when none).
	 * @param string|null  $content       Enclosed content.
	 * @param string       $shortcode_tag The shortcode's name.
	 * @return string The element.
	 */
	public function shortcode( $atts, $content, $shortcode_tag ): string {
		$atts    = is_array( $atts ) ? $atts : array();
		$content = do_shortcode( (string) $content );
		$tag     = (string) $shortcode_tag;
		if ( self::GENERIC_SHORTCODE === $tag ) {
			$tag = strtolower( trim( (string) ( $atts['tag'] ?? '' ) ) );
			unset( $atts['tag'] );
		}
		if ( ! $this->manifest()->has( $tag ) ) {
			return $this->notice(
				/* translators: 1: the shortcode, 2: the tag it names. */
				sprintf( __( '[%1$s]: no element named "%2$s".', 'x-elements' ), $shortcode_tag, $tag )
			) . $content;
		}
		$mapped  = Markup::map_attributes( $this->manifest(), $tag, $atts );
		$written = $this->trust()->content_is_trusted() ? $mapped['attributes'] : $this->trust()->clean_attributes( $tag, $mapped['attributes'] );
		// What the author may not give is left out with the unknown ones: the element then uses its default.
		$mapped['unknown'] = array_merge( $mapped['unknown'], array_keys( array_diff_key( $mapped['attributes'], $written ) ) );
		$attributes        = $written + $this->glue()->values_for( $tag, $written );
		$this->seen = true;
		$notice     = '';
		if ( $mapped['unknown'] ) {
			$notice = $this->notice(
				sprintf(
					/* translators: 1: the shortcode, 2: attribute names. */
					__( '[%1$s] ignores attributes it does not have: %2$s.', 'x-elements' ),
					$shortcode_tag,
					implode( ', ', $mapped['unknown'] )
				)
			);
		}
		return $notice . Markup::render( $tag, $attributes, $content );
	}

	/**
	 * A note shown only to those who can edit the post (a visitor sees nothing).
	 *
	 * @param string $message The message, plain text.
	 * @return string The note, or ''.
	 */
	public function notice( string $message ): string {
		$post_id  = (int) get_the_ID();
		$can_edit = $post_id > 0 ? current_user_can( 'edit_post', $post_id ) : current_user_can( 'edit_posts' );
		if ( ! $can_edit ) {
			return '';
		}
		return '<span class="x-elements-notice" role="note" style="display:block;border-left:4px solid #dba617;padding:.25em .5em;background:#fcf9e8;color:#1d2327;font:14px/1.4 sans-serif">'
			. esc_html( 'x-elements: ' . $message ) . '</span>';
	}

	/**
	 * Filter wp_kses_allowed_html: the x- tags and their attributes for post content.
	 *
	 * @param array|mixed $allowed Allowed tags.
	 * @param string      $context The context.
	 * @return array|mixed The allowed tags.
	 */
	public function allowed_html( $allowed, $context ) {
		if ( 'post' !== $context || ! is_array( $allowed ) ) {
			return $allowed;
		}
		return Markup::allowed_html( $allowed, $this->manifest() );
	}

	/**
	 * Filter pre_kses: saved content of an author without unfiltered_html loses the element attributes that would
	 * reach off the site.
	 *
	 * @param string|mixed       $content      The content.
	 * @param array|string|mixed $allowed_html Kses's context or allowed tags.
	 * @return string|mixed The content.
	 */
	public function filter_saved( $content, $allowed_html ) {
		return $this->trust()->filter_saved( $content, $allowed_html );
	}

	/**
	 * Action wp_head: the hosts an administrator allows, for the elements.
	 */
	public function print_allowed_hosts(): void {
		$this->trust()->print_meta();
	}

	/**
	 * Filter wp_kses_uri_attributes: the elements' URL attributes.
	 *
	 * @param array|mixed $names Attribute names.
	 * @return array|mixed The names.
	 */
	public function uri_attributes( $names ) {
		return is_array( $names ) ? Markup::uri_attributes( $names, $this->manifest() ) : $names;
	}

	/**
	 * Filter the_content, before wpautop.
	 *
	 * @param string|mixed $content Post content.
	 * @return string|mixed The content.
	 */
	public function protect_from_autop( $content ) {
		if ( ! is_string( $content ) ) {
			return $content;
		}
		// WordPress takes wpautop off for a content with blocks and puts it back afterwards at the end of its
		// priority (_restore_wpautop_hook): for the next content of the request it would run after the restore.
		// The restore goes to the end again, after wpautop.
		remove_filter( 'the_content', array( $this, 'restore_after_autop' ), 10 );
		add_filter( 'the_content', array( $this, 'restore_after_autop' ), 10 );
		$shortcodes = array_merge( $this->manifest()->tags(), array( self::GENERIC_SHORTCODE ) );
		return $this->autop->protect( $content, $shortcodes );
	}

	/**
	 * Filter the_content, after wpautop.
	 *
	 * @param string|mixed $content Post content.
	 * @return string|mixed The content.
	 */
	public function restore_after_autop( $content ) {
		return is_string( $content ) ? $this->autop->restore( $content ) : $content;
	}

	/**
	 * Filter the_content, after shortcodes: server values for the x- elements written as HTML, and, when the post's
	 * author may not post unfiltered HTML, none of the addresses that author may not give (content saved before
	 * the plugin, or through a path Kses did not see); a box for each group of elements written side by side.
	 *
	 * @param string|mixed $content Post content.
	 * @return string|mixed The content.
	 */
	public function fill_server_values( $content ) {
		if ( ! is_string( $content ) || false === stripos( $content, '<x-' ) ) {
			return $content;
		}
		$this->seen = true;
		if ( ! $this->trust()->content_is_trusted() ) {
			$content = $this->trust()->clean_html( $content );
		}
		return Markup::box_groups( Markup::fill_missing( $content, array( $this->glue(), 'values_for' ) ) );
	}

	/**
	 * Whether the posts of this page use an element (an x- tag or shortcode, or a wrapped shortcode).
	 */
	public function page_needs_assets(): bool {
		global $wp_query;
		$needed = $this->seen || $this->wrapping->page_uses_wraps();
		$posts  = ( $wp_query instanceof \WP_Query ) ? (array) $wp_query->posts : array();
		foreach ( $posts as $post ) {
			if ( $needed ) {
				break;
			}
			$content = ( $post instanceof \WP_Post ) ? $post->post_content : '';
			$needed  = 1 === preg_match( '/<x-[a-z0-9]|\[x-[a-z0-9]|<!-- wp:x-elements\//i', $content );
		}
		/**
		 * Filters whether the page loads the x-elements script and stylesheet (for elements placed by a theme or
		 * a widget; an element rendered later in the page loads them in the footer anyway).
		 *
		 * @param bool $needed Whether the posts of the page use an element.
		 */
		return (bool) apply_filters( 'x_elements_needs_assets', $needed );
	}

	/**
	 * Action wp_enqueue_scripts: the stylesheet (in <head>: each element's box is reserved from the first paint)
	 * and the autoloader, on pages that use an element.
	 */
	public function enqueue_if_needed(): void {
		if ( ! $this->page_needs_assets() || ! is_readable( $this->dir() . 'dist/x-elements.js' ) ) {
			return;
		}
		$this->enqueued = true;
		wp_enqueue_style( 'x-elements', $this->dist_url( 'x-elements.css' ), array(), $this->asset_version() );
		Theme_Styles::enqueue( plugins_url( 'assets/theme.css', $this->file ), $this->dir() . 'assets/theme.css', $this->asset_version() );
		if ( function_exists( 'wp_enqueue_script_module' ) ) {
			wp_enqueue_script_module( 'x-elements', $this->dist_url( 'x-elements.js' ), array(), $this->asset_version() );
		} else {
			wp_enqueue_script( 'x-elements', $this->dist_url( 'x-elements.js' ), array(), $this->asset_version(), false );
		}
	}

	/**
	 * Action wp_footer: an element rendered after <head> (in a widget, by a theme) still gets the script.
	 */
	public function enqueue_late(): void {
		if ( $this->enqueued || ! $this->seen || ! is_readable( $this->dir() . 'dist/x-elements.js' ) ) {
			return;
		}
		$this->enqueued = true;
		wp_enqueue_style( 'x-elements', $this->dist_url( 'x-elements.css' ), array(), $this->asset_version() );
		Theme_Styles::enqueue( plugins_url( 'assets/theme.css', $this->file ), $this->dir() . 'assets/theme.css', $this->asset_version() );
		wp_print_script_tag(
			array(
				'type' => 'module',
				'src'  => add_query_arg( 'ver', $this->asset_version(), $this->dist_url( 'x-elements.js' ) ),
				'id'   => 'x-elements-js',
			)
		);
	}

	/**
	 * Filter script_loader_tag: the autoloader is an ES module (WordPress before 6.5, without script modules).
	 *
	 * @param string|mixed $tag    The script tag.
	 * @param string       $handle The script's handle.
	 * @return string|mixed The tag.
	 */
	public function module_script_tag( $tag, $handle ) {
		if ( 'x-elements' !== $handle || ! is_string( $tag ) ) {
			return $tag;
		}
		$tag = (string) preg_replace( '/\stype=(["\'])[^"\']*\1/', '', $tag );
		return str_replace( '<script ', '<script type="module" ', $tag );
	}

	/**
	 * The version in the asset URLs: the build's time, so a new dist/ is fetched at once.
	 */
	public function asset_version(): string {
		$time = @filemtime( $this->dir() . 'dist/x-elements.js' ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- missing file: the plugin version.
		return VERSION . ( $time ? '.' . $time : '' );
	}
}
