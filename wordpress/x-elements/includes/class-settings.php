<?php
/**
 * Settings → x-elements: automatic wrapping, the AI search project, and every element with its block and a
 * shortcode to copy.
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
			Wrapping::OPTION,
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

		register_setting(
			self::GROUP,
			Trust::OPTION_ALLOWED_HOSTS,
			array(
				'type'              => 'string',
				'default'           => '',
				'sanitize_callback' => array( Trust::class, 'sanitize_hosts' ),
			)
		);

		add_settings_section( 'x_elements_autowrap', __( 'Automatic wrapping', 'x-elements' ), array( $this, 'autowrap_intro' ), self::PAGE );
		add_settings_field( Wrapping::OPTION, __( 'Wrap', 'x-elements' ), array( $this, 'autowrap_field' ), self::PAGE, 'x_elements_autowrap' );

		add_settings_section( 'x_elements_allowed_hosts', __( 'Allowed hosts', 'x-elements' ), array( $this, 'allowed_hosts_intro' ), self::PAGE );
		add_settings_field(
			Trust::OPTION_ALLOWED_HOSTS,
			__( 'Hosts', 'x-elements' ),
			array( $this, 'allowed_hosts_field' ),
			self::PAGE,
			'x_elements_allowed_hosts',
			array( 'label_for' => Trust::OPTION_ALLOWED_HOSTS )
		);

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
	 * The systems elements can wrap, from the manifest: key => name, elements, their shortcodes, blocks and
	 * widgets, and the scripts they replace.
	 *
	 * @return array<string, array{name: string, tags: list<string>, outputs: list<string>, scripts: list<string>, active: bool, follows: array<string, string>, not_followed: array<string, string>}>
	 */
	private function systems(): array {
		$systems = array();
		foreach ( $this->plugin->manifest()->wraps() as $wrap ) {
			$system  = $systems[ $wrap['system'] ] ?? array(
				'name'         => $wrap['name'],
				'tags'         => array(),
				'outputs'      => array(),
				'scripts'      => array(),
				'active'       => Glue::present( $wrap['active'] ),
				'follows'      => array(),
				'not_followed' => array(),
			);
			$outputs = array_merge(
				array_map( static fn( string $shortcode ): string => '[' . $shortcode . ']', $wrap['shortcodes'] ),
				array_map( static fn( string $block ): string => sprintf( /* translators: %s: a block name. */ __( 'the %s block', 'x-elements' ), $block ), $wrap['blocks'] ),
				array_map( static fn( string $widget ): string => sprintf( /* translators: %s: a widget's id. */ __( 'the %s widget', 'x-elements' ), $widget ), $wrap['widgets'] ),
				$wrap['comment_section'] ? array( __( 'the comment section', 'x-elements' ) ) : array()
			);
			$system['tags'][]          = $wrap['tag'];
			$system['outputs']         = array_values( array_unique( array_merge( $system['outputs'], $outputs ) ) );
			$system['scripts']         = array_values( array_unique( array_merge( $system['scripts'], $wrap['scripts'] ) ) );
			$system['follows']         = $system['follows'] + $wrap['follows'];
			$system['not_followed']    = $system['not_followed'] + $wrap['not_followed'];
			$systems[ $wrap['system'] ] = $system;
		}
		return $systems;
	}

	/**
	 * Keeps only systems that elements can wrap.
	 *
	 * @param mixed $value The submitted value.
	 * @return list<string> System keys.
	 */
	public function sanitize_autowrap( $value ): array {
		$allowed = array_keys( $this->systems() );
		return array_values( array_intersect( $allowed, array_map( 'strval', (array) $value ) ) );
	}

	/**
	 * The wrapping section's introduction.
	 */
	public function autowrap_intro(): void {
		echo '<p>' . esc_html__( 'Let x-elements take over these plugins on the whole site: their output is wrapped in an element, their own markup stays inside as what visitors see without JavaScript, and their front-end scripts are not loaded on pages where the element does their work.', 'x-elements' ) . '</p>';
	}

	/**
	 * The wrapping checkboxes: one per system.
	 */
	public function autowrap_field(): void {
		$chosen = $this->plugin->wrapping()->chosen();
		echo '<fieldset>';
		foreach ( $this->systems() as $key => $system ) {
			$elements = implode( ', ', array_map( static fn( string $tag ): string => '<' . $tag . '>', $system['tags'] ) );
			printf(
				'<p><label><input type="checkbox" name="%1$s[]" value="%2$s"%3$s> <strong>%4$s</strong></label>%5$s<br><span class="description">%6$s</span></p>',
				esc_attr( Wrapping::OPTION ),
				esc_attr( $key ),
				checked( in_array( $key, $chosen, true ), true, false ),
				esc_html( $system['name'] ),
				$system['active'] ? '' : ' <em>' . esc_html__( '(not active on this site)', 'x-elements' ) . '</em>',
				esc_html(
					sprintf(
						/* translators: 1: the plugin's shortcodes, blocks, widgets; 2: elements; 3: script handles. */
						__( 'Wraps %1$s in %2$s. Its scripts (%3$s) are replaced on pages with a wrapped output; elsewhere they stay.', 'x-elements' ),
						implode( ', ', $system['outputs'] ),
						$elements,
						implode( ', ', $system['scripts'] )
					)
				)
			);
			$this->print_followed( $key, $system );
		}
		echo '</fieldset>';
	}

	/**
	 * Which of a system's settings the elements follow, and which they cannot (with the reason).
	 *
	 * @param string $key    The system's key.
	 * @param array  $system The system (systems()).
	 */
	private function print_followed( string $key, array $system ): void {
		if ( ! $system['follows'] && ! $system['not_followed'] ) {
			return;
		}
		printf( '<details class="x-elements-follows" id="x-elements-follows-%s"><summary>%s</summary><ul>', esc_attr( $key ), esc_html( sprintf( /* translators: %s: a plugin's name. */ __( 'Settings of %s that x-elements follows', 'x-elements' ), $system['name'] ) ) );
		foreach ( $system['follows'] as $setting => $how ) {
			printf( '<li data-follows="yes"><strong>%s</strong>: %s</li>', esc_html( $setting ), esc_html( $how ) );
		}
		foreach ( $system['not_followed'] as $setting => $why ) {
			printf( '<li data-follows="no"><strong>%s</strong>: %s</li>', esc_html( $setting ), esc_html( sprintf( /* translators: %s: the reason. */ __( 'not followed: %s', 'x-elements' ), $why ) ) );
		}
		echo '</ul></details>';
	}

	/**
	 * The allowed hosts section's introduction.
	 */
	public function allowed_hosts_intro(): void {
		echo '<p>' . esc_html__( 'Elements send data to, run scripts from and open frames of this site only, and of the hosts listed here (for instance a REST API on another host, or a self-hosted search widget). Each element may also reach its own default service (the AI search widget\'s script host). Content by users who may not post unfiltered HTML (Authors, Contributors) never points an element elsewhere: such addresses are removed when it is saved and when it is shown. One per line: a host (api.example.com) or an origin (https://api.example.com).', 'x-elements' ) . '</p>';
	}

	/**
	 * The allowed hosts, one per line.
	 */
	public function allowed_hosts_field(): void {
		$may = Trust::may_allow_hosts();
		printf(
			'<textarea class="large-text code" rows="4" id="%1$s" name="%1$s" spellcheck="false" aria-describedby="%1$s-description"%4$s>%2$s</textarea><p class="description" id="%1$s-description">%3$s</p>',
			esc_attr( Trust::OPTION_ALLOWED_HOSTS ),
			esc_textarea( (string) get_option( Trust::OPTION_ALLOWED_HOSTS, '' ) ),
			esc_html(
				$may
					? __( 'Printed in every page as <meta name="x-elements-allowed-hosts">, which the elements read.', 'x-elements' )
					: __( 'Only a user who may post unfiltered HTML (a network\'s super admin) changes this list.', 'x-elements' )
			),
			$may ? '' : ' readonly'
		);
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
				/* translators: %s: the link to a new post. */
				__( 'Each element is a block of the block editor, in the x-elements category: in <a href="%s">a new post</a>, search the inserter for its name (or an example\'s title, such as tabs or modal). A new block starts as the element\'s first example; its settings are in the sidebar, its content is edited as blocks, and that content is what visitors see without JavaScript.', 'x-elements' ),
				esc_url( admin_url( 'post-new.php' ) )
			),
			array( 'a' => array( 'href' => array() ) )
		) . '</p>';
		echo '<p>' . wp_kses(
			sprintf(
				/* translators: %s: the generic shortcode. */
				__( 'Each element is also a shortcode of its own name, and %s works for any of them; the editor converts a post\'s shortcodes to blocks in one click (Post → x-elements). The content between the opening and closing shortcode is what visitors see without JavaScript. Authors may also write the tags as HTML.', 'x-elements' ),
				'<code>[x-element tag="x-…"]</code>'
			),
			array( 'code' => array() )
		) . '</p>';
		echo '<table class="widefat striped"><thead><tr><th scope="col">' . esc_html__( 'Element', 'x-elements' ) . '</th><th scope="col">'
			. esc_html__( 'Block and shortcode', 'x-elements' ) . '</th></tr></thead><tbody>';
		foreach ( $manifest->tags() as $tag ) {
			$examples = $manifest->examples( $tag );
			$example  = $examples ? Manifest::as_shortcode( $this->plugin->site_example( $examples[0]['html'] ) ) : '[' . $tag . '][/' . $tag . ']';
			$id       = 'x-elements-example-' . $tag;
			$names    = array_keys( $manifest->attributes( $tag ) );
			$titles   = array_map( static fn( array $example ): string => $example['title'], $examples );
			printf(
				'<tr id="%1$s"><td style="width:35%%"><strong><code>%2$s</code></strong><p>%3$s</p><p class="description">%4$s</p></td>'
				. '<td><p class="x-elements-block">%8$s</p><textarea id="%5$s" class="large-text code" rows="3" readonly>%6$s</textarea>'
				. '<p><button type="button" class="button x-elements-copy" data-target="%5$s">%7$s</button> <span class="x-elements-copied" aria-live="polite"></span></p></td></tr>',
				esc_attr( 'x-elements-' . $tag ),
				esc_html( $tag ),
				esc_html( $manifest->summary( $tag ) ),
				esc_html( $names ? __( 'Attributes:', 'x-elements' ) . ' ' . implode( ', ', $names ) : '' ),
				esc_attr( $id ),
				esc_textarea( $example ),
				esc_html__( 'Copy', 'x-elements' ),
				wp_kses(
					sprintf(
						/* translators: 1: the block's title, 2: the block's name, 3: its examples' titles. */
						__( 'Block: <strong>%1$s</strong> (<code>%2$s</code>)%3$s', 'x-elements' ),
						esc_html( Blocks::title( $manifest, $tag ) ),
						esc_html( Blocks::block_name( $tag ) ),
						esc_html( $titles ? ', ' . __( 'examples:', 'x-elements' ) . ' ' . implode( ', ', $titles ) : '' )
					),
					array(
						'strong' => array(),
						'code'   => array(),
					)
				)
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
