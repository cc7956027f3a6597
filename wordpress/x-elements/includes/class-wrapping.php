<?php
/**
 * Other plugins' front-end output taken over by elements, as the manifest declares it (`wordpress.wraps`): the
 * output of a shortcode, a block, a classic widget or the comment section is wrapped in its element, and the
 * wrapped plugin's own front-end scripts are not loaded on that page.
 *
 * @package X_Elements
 */

namespace X_Elements;

defined( 'ABSPATH' ) || exit;

/**
 * Wraps the chosen systems' output and drops the scripts the elements replace. No PHP per plugin: shortcodes,
 * blocks, widgets, script handles, filters, callbacks and inline scripts all come from the manifest.
 */
final class Wrapping {

	/**
	 * The option listing the systems chosen in Settings → x-elements (`contact-form-7`, `rate-my-post`, ...).
	 */
	public const OPTION = 'x_elements_autowrap';

	/**
	 * The theme's comments template, while the wrapping template includes it.
	 *
	 * @var string
	 */
	public static string $comments_template = '';

	/**
	 * Systems whose output was wrapped in this request, by system key.
	 *
	 * @var array<string, true>
	 */
	private array $wrapped = array();

	/**
	 * Binds the wrapping to the plugin.
	 *
	 * @param Plugin $plugin The plugin.
	 */
	public function __construct( private Plugin $plugin ) {
	}

	/**
	 * Adds the hooks.
	 */
	public function hooks(): void {
		add_filter( 'pre_do_shortcode_tag', array( $this, 'before_shortcode' ), 10, 2 );
		add_filter( 'do_shortcode_tag', array( $this, 'wrap_shortcode' ), 10, 3 );
		add_filter( 'pre_render_block', array( $this, 'before_block' ), 10, 2 );
		add_filter( 'render_block', array( $this, 'wrap_block' ), 10, 2 );
		add_filter( 'dynamic_sidebar_params', array( $this, 'wrap_widget' ) );
		add_filter( 'comments_template', array( $this, 'wrap_comments_template' ), 999 );
		// Before the plugins decide on their scripts (Contact Form 7 does at wp_enqueue_scripts, 10).
		add_action( 'wp', array( $this, 'prepare_page' ) );
		// Scripts enqueued while a block theme's template rendered (before wp_head), or by the wrapped plugins.
		add_action( 'wp_enqueue_scripts', array( $this, 'drop_scripts' ), 1000 );
		// Footer scripts print at wp_footer 20; plugins enqueue theirs up to 10 (MC4WP): output wrapped after <head> (a classic
		// theme's content) drops them here.
		add_action( 'wp_footer', array( $this, 'drop_scripts' ), 19 );
	}

	/**
	 * Every wrap the manifest declares, each with its element.
	 *
	 * @return list<array> The manifest's wraps.
	 */
	private function declared(): array {
		return $this->plugin->manifest()->wraps();
	}

	/**
	 * The systems the site owner chose, by key. Older settings listed tags: each counts for its system.
	 *
	 * @return list<string> System keys.
	 */
	public function chosen(): array {
		$option = get_option( self::OPTION, array() );
		$option = is_array( $option ) ? array_filter( $option, 'is_string' ) : array();
		$chosen = array();
		foreach ( $this->declared() as $wrap ) {
			if ( in_array( $wrap['system'], $option, true ) || in_array( $wrap['tag'], $option, true ) ) {
				$chosen[] = $wrap['system'];
			}
		}
		return array_values( array_unique( $chosen ) );
	}

	/**
	 * The wraps in force: chosen, and the plugin they wrap active.
	 *
	 * @return list<array> The wraps.
	 */
	private function active(): array {
		$chosen = $this->chosen();
		return array_values(
			array_filter(
				$this->declared(),
				static fn( array $wrap ): bool => in_array( $wrap['system'], $chosen, true ) && Glue::present( $wrap['active'] )
			)
		);
	}

	/**
	 * The wrap in force for a shortcode, a block or a widget.
	 *
	 * @param string $key  shortcodes, blocks or widgets.
	 * @param string $name The shortcode's, block's or widget's name.
	 * @return array|null The wrap.
	 */
	private function wrap_of( string $key, string $name ): ?array {
		foreach ( $this->active() as $wrap ) {
			if ( in_array( $name, $wrap[ $key ], true ) ) {
				return $wrap;
			}
		}
		return null;
	}

	/**
	 * The wrapped plugin's scripts stay off: its filters return false from now on in this request.
	 *
	 * @param array $wrap A wrap.
	 */
	private function silence( array $wrap ): void {
		foreach ( $wrap['script_filters'] as $filter ) {
			add_filter( $filter, '__return_false', 999 );
		}
	}

	/**
	 * Action wp: a wrapped system found in the page's posts has its scripts turned off before it enqueues them.
	 */
	public function prepare_page(): void {
		foreach ( $this->active() as $wrap ) {
			if ( $this->posts_use( $wrap ) ) {
				$this->silence( $wrap );
			}
		}
	}

	/**
	 * Whether the page's posts hold a wrap's shortcode or block.
	 *
	 * @param array $wrap A wrap.
	 */
	public function posts_use( array $wrap ): bool {
		global $wp_query;
		$posts = ( $wp_query instanceof \WP_Query ) ? (array) $wp_query->posts : array();
		foreach ( $posts as $post ) {
			$content = ( $post instanceof \WP_Post ) ? $post->post_content : '';
			foreach ( $wrap['shortcodes'] as $shortcode ) {
				if ( has_shortcode( $content, $shortcode ) ) {
					return true;
				}
			}
			foreach ( $wrap['blocks'] as $block ) {
				if ( has_block( $block, $content ) ) {
					return true;
				}
			}
		}
		return false;
	}

	/**
	 * Whether the page's posts use any wrap in force (the page then needs the elements' script).
	 */
	public function page_uses_wraps(): bool {
		foreach ( $this->active() as $wrap ) {
			if ( $this->posts_use( $wrap ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Filter pre_do_shortcode_tag: a wrapped shortcode's plugin scripts are off before it renders (MC4WP prints
	 * its inline script inside the shortcode's output).
	 *
	 * @param mixed  $output What short-circuits the shortcode (false: nothing).
	 * @param string $tag    The shortcode.
	 * @return mixed The same.
	 */
	public function before_shortcode( $output, $tag ) {
		$wrap = $this->wrap_of( 'shortcodes', (string) $tag );
		if ( null !== $wrap ) {
			$this->silence( $wrap );
		}
		return $output;
	}

	/**
	 * Filter do_shortcode_tag: a wrapped shortcode's output in its element.
	 *
	 * @param string|mixed $output The shortcode's output.
	 * @param string       $tag    The shortcode.
	 * @param array|string $attr   Its attributes.
	 * @return string|mixed The output.
	 */
	public function wrap_shortcode( $output, $tag, $attr ) {
		$wrap = $this->wrap_of( 'shortcodes', (string) $tag );
		return null === $wrap ? $output : $this->wrap( $wrap, $output, is_array( $attr ) ? $attr : array() );
	}

	/**
	 * Filter pre_render_block: a wrapped block's plugin scripts are off before it renders.
	 *
	 * @param string|null $pre          What short-circuits the block (null: nothing).
	 * @param array       $parsed_block The block.
	 * @return string|null The same.
	 */
	public function before_block( $pre, $parsed_block ) {
		$wrap = $this->wrap_of( 'blocks', (string) ( $parsed_block['blockName'] ?? '' ) );
		if ( null !== $wrap ) {
			$this->silence( $wrap );
		}
		return $pre;
	}

	/**
	 * Filter render_block: a wrapped block's output (and a block theme's comment section) in its element.
	 *
	 * @param string|mixed $content The block's output.
	 * @param array        $block   The block.
	 * @return string|mixed The output.
	 */
	public function wrap_block( $content, $block ) {
		$name = (string) ( $block['blockName'] ?? '' );
		$wrap = $this->wrap_of( 'blocks', $name );
		if ( null === $wrap && 'core/comments' === $name ) {
			$wrap = $this->comment_section_wrap();
		}
		if ( null === $wrap || ! is_string( $content ) || str_contains( $content, '<' . $wrap['tag'] ) ) {
			// Already wrapped: core/comments renders itself a second time through the same filter.
			return $content;
		}
		return $this->wrap( $wrap, $content, (array) ( $block['attrs'] ?? array() ) );
	}

	/**
	 * Filter dynamic_sidebar_params: a wrapped classic widget's output in its element.
	 *
	 * @param array $params The widget's sidebar parameters.
	 * @return array The parameters.
	 */
	public function wrap_widget( $params ) {
		$widget_id = (string) ( $params[0]['widget_id'] ?? '' );
		$wrap      = '' === $widget_id ? null : $this->wrap_of( 'widgets', _get_widget_id_base( $widget_id ) );
		if ( null === $wrap || ! isset( $params[0]['before_widget'], $params[0]['after_widget'] ) ) {
			return $params;
		}
		$this->silence( $wrap );
		$this->note_wrapped( $wrap );
		$tags                       = $this->tags_of( $wrap );
		$params[0]['before_widget'] = $params[0]['before_widget'] . $tags['open'];
		$params[0]['after_widget']  = $tags['close'] . $params[0]['after_widget'];
		return $params;
	}

	/**
	 * The wrap of the comment section, when in force.
	 *
	 * @return array|null The wrap.
	 */
	private function comment_section_wrap(): ?array {
		foreach ( $this->active() as $wrap ) {
			if ( $wrap['comment_section'] ) {
				return $wrap;
			}
		}
		return null;
	}

	/**
	 * Filter comments_template: a classic theme's comment section, in its element, through a template that
	 * includes the theme's own.
	 *
	 * @param string|mixed $template The theme's comments template.
	 * @return string|mixed The template to include.
	 */
	public function wrap_comments_template( $template ) {
		$wrap = $this->comment_section_wrap();
		if ( null === $wrap || ! is_string( $template ) || '' === $template ) {
			return $template;
		}
		self::$comments_template          = $template;
		$this->note_wrapped( $wrap );
		return $this->plugin->dir() . 'templates/comments.php';
	}

	/**
	 * The tags of the comment section's element, for the wrapping template.
	 *
	 * @return array{open: string, close: string} The tags.
	 */
	public function comment_section_tags(): array {
		$wrap = $this->comment_section_wrap();
		return null === $wrap ? array(
			'open'  => '',
			'close' => '',
		) : $this->tags_of( $wrap );
	}

	/**
	 * Notes that a system's output was wrapped on this page: its scripts go, the elements' script comes.
	 *
	 * @param array $wrap The wrap.
	 */
	private function note_wrapped( array $wrap ): void {
		$this->wrapped[ $wrap['system'] ] = true;
		$this->plugin->mark_seen();
	}

	/**
	 * A wrap's element as an opening and a closing tag, with its server values, for output printed in between.
	 *
	 * @param array $wrap The wrap.
	 * @return array{open: string, close: string} The tags.
	 */
	private function tags_of( array $wrap ): array {
		$close = '</' . $wrap['tag'] . '>';
		$open  = Markup::render( $wrap['tag'], $this->plugin->glue()->values_for( $wrap['tag'] ), '' );
		return array(
			'open'  => substr( $open, 0, -strlen( $close ) ),
			'close' => $close,
		);
	}

	/**
	 * Output in its element, with the attributes the wrap takes from the shortcode or block and the markup.
	 *
	 * @param array  $wrap   The wrap.
	 * @param mixed  $output The output.
	 * @param array  $attr   The shortcode's or block's attributes.
	 * @return mixed The wrapped output.
	 */
	private function wrap( array $wrap, $output, array $attr ) {
		if ( ! is_string( $output ) || '' === trim( $output ) ) {
			return $output;
		}
		$attributes = array();
		foreach ( $wrap['attributes'] as $name => $source ) {
			$value = self::taken( (string) $source, $attr, $output );
			if ( '' !== $value && $this->plugin->manifest()->has_attribute( $wrap['tag'], $name ) ) {
				$attributes[ $name ] = $value;
			}
		}
		$this->note_wrapped( $wrap );
		// Its callbacks printing inline scripts may have been hooked while the output rendered (a module's footer script).
		self::unhook( $wrap );
		$output = self::without_inline_scripts( $output, $wrap['inline_scripts'] );
		return Markup::render( $wrap['tag'], $attributes + $this->plugin->glue()->values_for( $wrap['tag'], $attributes ), $output );
	}

	/**
	 * Output without the wrapped plugin's inline scripts: a `<script>` without src holding one of the marks. They need
	 * its scripts, which the page no longer loads.
	 *
	 * @param string       $output The output.
	 * @param list<string> $marks  Text marking the plugin's inline scripts.
	 * @return string The output.
	 */
	private static function without_inline_scripts( string $output, array $marks ): string {
		if ( array() === $marks ) {
			return $output;
		}
		return (string) preg_replace_callback(
			'#<script\b([^>]*)>(.*?)</script>\s*#is',
			static function ( array $script ) use ( $marks ): string {
				if ( 1 === preg_match( '/\ssrc\s*=/i', $script[1] ) ) {
					return $script[0];
				}
				foreach ( $marks as $mark ) {
					if ( str_contains( $script[2], $mark ) ) {
						return '';
					}
				}
				return $script[0];
			},
			$output
		);
	}

	/**
	 * The wrapped plugin's callbacks that print its inline scripts are taken off their hooks.
	 *
	 * @param array $wrap The wrap.
	 */
	private static function unhook( array $wrap ): void {
		global $wp_filter;
		foreach ( $wrap['callbacks'] as $hook => $names ) {
			if ( ! isset( $wp_filter[ $hook ] ) || ! $wp_filter[ $hook ] instanceof \WP_Hook ) {
				continue;
			}
			foreach ( $wp_filter[ $hook ]->callbacks as $priority => $callbacks ) {
				foreach ( $callbacks as $callback ) {
					if ( self::is_named( $callback['function'], $names ) ) {
						remove_action( $hook, $callback['function'], $priority );
					}
				}
			}
		}
	}

	/**
	 * Whether a callback is one of those named: `Class::method` (an object's or a class's, its subclasses' too) or a function.
	 *
	 * @param mixed        $callback The callback.
	 * @param list<string> $names    The names.
	 * @return bool Whether it is named.
	 */
	private static function is_named( $callback, array $names ): bool {
		if ( is_string( $callback ) ) {
			return in_array( $callback, $names, true );
		}
		if ( ! is_array( $callback ) || ! isset( $callback[0], $callback[1] ) || ! is_string( $callback[1] ) ) {
			return false;
		}
		foreach ( $names as $name ) {
			[ $class, $method ] = array_pad( explode( '::', $name, 2 ), 2, '' );
			if ( $method === $callback[1] && ( is_object( $callback[0] ) || is_string( $callback[0] ) ) && is_a( $callback[0], $class, true ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * An attribute's value taken from what is wrapped.
	 *
	 * - `attribute:NAME`: the shortcode's or block's attribute;
	 * - `input:NAME`: the value of the input of that name in the markup;
	 * - either of those, then ` | ` and a server value's source (Server_Value): that source read for the post whose
	 *   id the first names, when it is a published post without a password. A wrapped form keeps its owner's
	 *   settings in its own post (`input:FORM_ID_INPUT | post-meta:SETTINGS.redirect`), which the page's post
	 *   does not know.
	 *
	 * @param string $source The source.
	 * @param array  $attr   The shortcode's or block's attributes.
	 * @param string $output The markup.
	 * @return string The value, '' when there is none.
	 */
	private static function taken( string $source, array $attr, string $output ): string {
		if ( str_contains( $source, ' | ' ) ) {
			[ $named, $read ] = array_map( 'trim', explode( ' | ', $source, 2 ) );
			$post_id          = self::taken( $named, $attr, $output );
			if ( 1 !== preg_match( '/^[1-9][0-9]*$/', $post_id ) ) {
				return '';
			}
			$post = get_post( (int) $post_id );
			if ( ! $post instanceof \WP_Post || 'publish' !== $post->post_status || '' !== $post->post_password ) {
				return '';
			}
			return Server_Value::read( $read, (int) $post_id );
		}
		[ $kind, $name ] = array_pad( explode( ':', $source, 2 ), 2, '' );
		if ( 'attribute' === $kind ) {
			return is_scalar( $attr[ $name ] ?? null ) ? trim( (string) $attr[ $name ] ) : '';
		}
		if ( 'input' === $kind && '' !== $name ) {
			$tags = array();
			preg_match_all( '/<input\b[^>]*>/i', $output, $tags );
			foreach ( $tags[0] as $tag ) {
				if ( 1 === preg_match( '/\sname=(["\'])' . preg_quote( $name, '/' ) . '\1/i', $tag ) && 1 === preg_match( '/\svalue=(["\'])(.*?)\1/i', $tag, $value ) ) {
					return html_entity_decode( $value[2], ENT_QUOTES );
				}
			}
		}
		return '';
	}

	/**
	 * Actions wp_enqueue_scripts (late) and wp_footer (before footer scripts print): the scripts of the systems
	 * wrapped on this page are not loaded, nor their callbacks printing inline scripts called.
	 */
	public function drop_scripts(): void {
		foreach ( $this->active() as $wrap ) {
			if ( isset( $this->wrapped[ $wrap['system'] ] ) || $this->posts_use( $wrap ) ) {
				foreach ( $wrap['scripts'] as $handle ) {
					wp_dequeue_script( $handle );
				}
				self::unhook( $wrap );
			}
		}
	}
}
