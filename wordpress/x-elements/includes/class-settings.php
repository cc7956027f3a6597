<?php
/**
 * Settings → x-elements: automatic wrapping, the AI search project, and every element with a shortcode to copy.
 *
 * @package X_Elements
 */

namespace X_Elements;

defined( 'ABSPATH' ) || exit;

/**
 * The settings page.
 */
final class Settings {

	/**
	 * The page's slug (options-general.php?page=x-elements).
	 */
	public const PAGE = 'x-elements';

	/**
	 * The settings group.
	 */
	private const GROUP = 'x_elements';

	/**
	 * Binds the page to the plugin.
	 *
	 * @param Plugin $plugin The plugin.
	 */
	public function __construct( private Plugin $plugin ) {
	}

	/**
	 * The page's hook suffix, once added.
	 *
	 * @var string
	 */
	private string $hook = '';

	/**
	 * Adds the page's hooks.
	 */
	public function hooks(): void {
		add_action( 'admin_menu', array( $this, 'menu' ) );
		add_action( 'admin_init', array( $this, 'register' ) );
		add_filter( 'plugin_action_links_' . plugin_basename( $this->plugin->dir() . 'x-elements.php' ), array( $this, 'action_links' ) );
	}

	/**
	 * Settings → x-elements.
	 */
	public function menu(): void {
		$this->hook = (string) add_options_page( 'x-elements', 'x-elements', 'manage_options', self::PAGE, array( $this, 'render' ) );
		add_action( 'admin_enqueue_scripts', array( $this, 'copy_script' ) );
	}

	/**
	 * A "Settings" link on the Plugins screen.
	 *
	 * @param array $links The plugin's action links.
	 * @return array The links.
	 */
	public function action_links( $links ): array {
		$url = admin_url( 'options-general.php?page=' . self::PAGE );
		array_unshift( $links, '<a href="' . esc_url( $url ) . '">' . esc_html__( 'Settings', 'x-elements' ) . '</a>' );
		return (array) $links;
	}

	/**
	 * The options and their fields.
	 */
	public function register(): void {
		register_setting(
			self::GROUP,
			Plugin::OPTION_AUTOWRAP,
			array(
				'type'              => 'array',
				'default'           => array(),
				'sanitize_callback' => array( $this, 'sanitize_autowrap' ),
			)
		);
		foreach ( array( Glue::OPTION_AI_SEARCH_ID, Glue::OPTION_AI_SEARCH_KEY ) as $option ) {
			register_setting(
				self::GROUP,
				$option,
				array(
					'type'              => 'string',
					'default'           => '',
					'sanitize_callback' => 'sanitize_text_field',
				)
			);
		}

		add_settings_section( 'x_elements_autowrap', __( 'Automatic wrapping', 'x-elements' ), array( $this, 'autowrap_intro' ), self::PAGE );
		add_settings_field( Plugin::OPTION_AUTOWRAP, __( 'Wrap', 'x-elements' ), array( $this, 'autowrap_field' ), self::PAGE, 'x_elements_autowrap' );

		add_settings_section( 'x_elements_ai_search', __( 'AI search', 'x-elements' ), array( $this, 'ai_search_intro' ), self::PAGE );
		add_settings_field(
			Glue::OPTION_AI_SEARCH_ID,
			__( 'Project id', 'x-elements' ),
			array( $this, 'text_field' ),
			self::PAGE,
			'x_elements_ai_search',
			array( 'label_for' => Glue::OPTION_AI_SEARCH_ID )
		);
		add_settings_field(
			Glue::OPTION_AI_SEARCH_KEY,
			__( 'Project key', 'x-elements' ),
			array( $this, 'text_field' ),
			self::PAGE,
			'x_elements_ai_search',
			array( 'label_for' => Glue::OPTION_AI_SEARCH_KEY )
		);
	}

	/**
	 * Keeps only elements that can wrap something.
	 *
	 * @param mixed $value The submitted value.
	 * @return list<string> Tag names.
	 */
	public function sanitize_autowrap( $value ): array {
		$allowed = array_unique( array_values( Plugin::WRAPPABLE ) );
		return array_values( array_intersect( $allowed, array_map( 'strval', (array) $value ) ) );
	}

	/**
	 * The wrapping section's introduction.
	 */
	public function autowrap_intro(): void {
		echo '<p>' . esc_html__( 'Wrap the output of these shortcodes in an element; the plugin\'s own markup stays inside as the fallback.', 'x-elements' ) . '</p>';
	}

	/**
	 * The wrapping checkboxes.
	 */
	public function autowrap_field(): void {
		$chosen = Plugin::autowrap_tags();
		$by_tag = array();
		foreach ( Plugin::WRAPPABLE as $shortcode => $tag ) {
			$by_tag[ $tag ][] = '[' . $shortcode . ']';
		}
		echo '<fieldset>';
		foreach ( $by_tag as $tag => $shortcodes ) {
			$available = $this->plugin->manifest()->has( $tag );
			printf(
				'<label><input type="checkbox" name="%1$s[]" value="%2$s"%3$s%4$s> <code>%5$s</code> &larr; %6$s</label><br>',
				esc_attr( Plugin::OPTION_AUTOWRAP ),
				esc_attr( $tag ),
				checked( in_array( $tag, $chosen, true ), true, false ),
				disabled( $available, false, false ),
				esc_html( '<' . $tag . '>' ),
				esc_html( implode( ' ', $shortcodes ) )
			);
		}
		echo '</fieldset>';
	}

	/**
	 * The AI search section's introduction.
	 */
	public function ai_search_intro(): void {
		echo '<p>' . esc_html__( 'Given to every x-ai-search element that does not set project-id and project-key itself. Both are printed in the page as attributes of that element only.', 'x-elements' ) . '</p>';
	}

	/**
	 * A text input for an option.
	 *
	 * @param array $args The field's arguments (label_for: the option).
	 */
	public function text_field( array $args ): void {
		$option = (string) $args['label_for'];
		printf(
			'<input type="text" class="regular-text" id="%1$s" name="%1$s" value="%2$s" autocomplete="off" spellcheck="false">',
			esc_attr( $option ),
			esc_attr( (string) get_option( $option, '' ) )
		);
	}

	/**
	 * The page.
	 */
	public function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		$manifest = $this->plugin->manifest();
		echo '<div class="wrap"><h1>x-elements</h1>';
		if ( ! $manifest->tags() ) {
			echo '<div class="notice notice-error"><p>' . esc_html__( 'dist/custom-elements.json is missing or unreadable: reinstall the plugin from its zip.', 'x-elements' ) . '</p></div>';
		}
		echo '<form action="options.php" method="post">';
		settings_fields( self::GROUP );
		do_settings_sections( self::PAGE );
		submit_button();
		echo '</form>';

		echo '<h2 id="x-elements-list">' . esc_html__( 'Elements', 'x-elements' ) . '</h2>';
		echo '<p>' . wp_kses(
			sprintf(
				/* translators: %s: the generic shortcode. */
				__( 'Each element is a shortcode of its own name, and %s works for any of them. The content between the opening and closing shortcode is what visitors see without JavaScript. Authors may also write the tags as HTML.', 'x-elements' ),
				'<code>[x-element tag="x-…"]</code>'
			),
			array( 'code' => array() )
		) . '</p>';
		echo '<table class="widefat striped"><thead><tr><th scope="col">' . esc_html__( 'Element', 'x-elements' ) . '</th><th scope="col">'
			. esc_html__( 'Shortcode', 'x-elements' ) . '</th></tr></thead><tbody>';
		foreach ( $manifest->tags() as $tag ) {
			$examples = $manifest->examples( $tag );
			$example  = $examples ? Manifest::as_shortcode( $examples[0]['html'] ) : '[' . $tag . '][/' . $tag . ']';
			$id       = 'x-elements-example-' . $tag;
			$names    = array_keys( $manifest->attributes( $tag ) );
			printf(
				'<tr id="%1$s"><td style="width:35%%"><strong><code>%2$s</code></strong><p>%3$s</p><p class="description">%4$s</p></td>'
				. '<td><textarea id="%5$s" class="large-text code" rows="3" readonly>%6$s</textarea>'
				. '<p><button type="button" class="button x-elements-copy" data-target="%5$s">%7$s</button> <span class="x-elements-copied" aria-live="polite"></span></p></td></tr>',
				esc_attr( 'x-elements-' . $tag ),
				esc_html( $tag ),
				esc_html( $manifest->summary( $tag ) ),
				esc_html( $names ? __( 'Attributes:', 'x-elements' ) . ' ' . implode( ', ', $names ) : '' ),
				esc_attr( $id ),
				esc_textarea( $example ),
				esc_html__( 'Copy', 'x-elements' )
			);
		}
		echo '</tbody></table></div>';
	}

	/**
	 * The copy buttons' script, on this page only.
	 *
	 * @param string $hook_suffix The admin page.
	 */
	public function copy_script( $hook_suffix ): void {
		if ( '' === $this->hook || $hook_suffix !== $this->hook ) {
			return;
		}
		wp_enqueue_script( 'x-elements-admin', plugins_url( 'assets/admin.js', $this->plugin->dir() . 'x-elements.php' ), array(), VERSION, true );
		wp_localize_script( 'x-elements-admin', 'xElementsAdmin', array( 'copied' => __( 'Copied.', 'x-elements' ) ) );
	}
}
