<?php
/**
 * Must-use plugin of the test site only: Slider Revolution's stand-in (see mu-wrapped-plugins.php), under Slider
 * Revolution 6.7.38's constant, script handles, shortcodes, header filter, REST route and the classes whose methods
 * print its inline scripts (public/revslider-front.class.php, includes/output.sr7.class.php), deciding on its scripts
 * as it does with its default "include libraries globally":
 *
 * - `tp-tools` and `sr7` are enqueued on every front-end page at wp_enqueue_scripts (async, in the head), and
 *   RevSliderFront::load_google_fonts hooked at wp_footer (it prints a script filling `_tpt.R.fonts`);
 * - its header script prints at wp_head 99 through the filter `revslider_js_add_header_scripts` (false: nothing);
 *   it declares `window.SR7` and `window._tpt`, which its other inline scripts use;
 * - `[rev_slider alias="…"]` and `[sr7 alias="…"]` print the module's markup: `<sr7-module data-alias>` with a slide,
 *   its texts and its link, after an empty paragraph of its own and followed by its `SR7.PMH` height script, as the plugin's output does in short; and hook
 *   RevSlider7Output::add_js at wp_print_footer_scripts 99, which prints `SR7.JSON[id]` and `SR7.F.init()`;
 * - `GET /wp-json/sliderrevolution/sliders/{alias}?srengine=7&alias=true` answers the module's data.
 *
 * Each of its inline scripts adds its name to `window.standInScripts` once it has run without throwing.
 *
 * @package X_Elements
 */

define( 'RS_REVISION', '6.7.38' );

/**
 * The module's data, as its REST route and its footer script give it (sparse, as the plugin stores it).
 */
function x_stand_in_revslider_data(): array {
	return array(
		'settings' => array(
			'alias'     => 'realwp-hero',
			'title'     => 'Stand-in module',
			'size'      => array( 'height' => array( '#a', 400, '#a', '#a', '#a' ) ),
			'slideshow' => array( 'auto' => false ),
		),
		'slides'   => array(
			'1' => array(
				'id'     => 1,
				'slide'  => array(
					'id'    => 1,
					'order' => 1,
				),
				'layers' => array(
					'1' => array(
						'id'      => 1,
						'type'    => 'text',
						'content' => array( 'text' => 'Stand-in module' ),
						'color'   => array( '#a', '#000000', '#a', '#a', '#a' ),
					),
				),
			),
		),
	);
}

/** Its module output: what prints the module's footer script. */
final class RevSlider7Output {

	/**
	 * Action wp_print_footer_scripts 99: the module's data and the engine's start.
	 */
	public function add_js(): void {
		echo "<script>\n\tSR7.JSON ??= {};\n\tSR7.JSON['SR7_1_1'] = " . wp_json_encode( x_stand_in_revslider_data() ) . ";\n"
			. "\tif (SR7.F.init) SR7.F.init(); // DOUBLE CALL NOT A PROBLEM, MANAGED IN INIT\n"
			. "\twindow.standInScripts.push('sr7-footer');\n</script>\n";
	}
}

/** Its front end: what prints its fonts' script. */
final class RevSliderFront {

	/**
	 * Action wp_footer: the fonts its modules use, for its scripts to load.
	 */
	public function load_google_fonts(): void {
		echo "<script>\n_tpt.R.fonts.domFonts = {\"Arial\":{\"normal\":[400,700],\"italic\":[]}};\nwindow.standInScripts.push('sr7-fonts');\n</script>\n";
	}
}

add_action(
	'wp_enqueue_scripts',
	static function (): void {
		wp_enqueue_script( 'tp-tools', x_stand_in_script( 'tp-tools' ), array(), RS_REVISION, array( 'strategy' => 'async' ) );
		wp_enqueue_script( 'sr7', x_stand_in_script( 'sr7' ), array(), RS_REVISION, array( 'strategy' => 'async' ) );
		add_action( 'wp_footer', array( new RevSliderFront(), 'load_google_fonts' ) );
	}
);

add_action(
	'wp_head',
	static function (): void {
		$script = '<script id="x-stand-in-sr7-head">window._tpt ??= {}; window.SR7 ??= {}; _tpt.R ??= {}; _tpt.R.fonts ??= {}; SR7.F ??= {}; window.standInScripts = [...(window.standInScripts ?? []), "sr7-head"];</script>' . "\n";
		echo apply_filters( 'revslider_js_add_header_scripts', $script ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the plugin's own script, as it prints it.
	},
	99
);

/**
 * The module's markup and height script, as the shortcodes print them; its footer script hooked.
 *
 * @param array|string $atts The shortcode's attributes.
 */
function x_stand_in_revslider_module( $atts ): string {
	$alias = sanitize_title( (string) ( is_array( $atts ) ? ( $atts['alias'] ?? '' ) : '' ) );
	add_action( 'wp_print_footer_scripts', array( new RevSlider7Output(), 'add_js' ), 99 );
	return "\n" . '<p class="rs-p-wp-fix"></p>' . "\n" . '<sr7-module data-alias="' . esc_attr( $alias ) . '" data-id="1" id="SR7_1_1"><sr7-content><sr7-slide id="SR7_1_1-1" data-key="1">'
		. '<sr7-txt id="SR7_1_1-1-0" class="sr7-layer">Stand-in module</sr7-txt>'
		. '<a id="SR7_1_1-1-2" class="sr7-layer" href="/" target="_self">Read on</a>'
		. '</sr7-slide></sr7-content></sr7-module>' . "\n"
		. "<script>\n\tSR7.PMH ??={}; SR7.PMH[\"SR7_1_1\"] = {cn:100,state:false,fn: function() { if (_tpt!==undefined && _tpt.prepareModuleHeight !== undefined) { _tpt.prepareModuleHeight({id:\"SR7_1_1\"}); SR7.PMH[\"SR7_1_1\"].state=true;} else if(SR7.PMH[\"SR7_1_1\"].cn-->0) setTimeout( SR7.PMH[\"SR7_1_1\"].fn,19);}};SR7.PMH[\"SR7_1_1\" ].fn();\n\twindow.standInScripts.push('sr7-pmh');\n</script>\n";
}
add_shortcode( 'rev_slider', 'x_stand_in_revslider_module' );
add_shortcode( 'sr7', 'x_stand_in_revslider_module' );

add_action(
	'rest_api_init',
	static function (): void {
		register_rest_route(
			'sliderrevolution',
			'/sliders/(?P<slider>[\w\-]+)',
			array(
				'methods'             => 'GET',
				'permission_callback' => '__return_true',
				'callback'            => static fn( WP_REST_Request $request ): array => 'realwp-hero' === $request['slider']
					? array(
						'success' => true,
						'message' => '',
					) + x_stand_in_revslider_data()
					: array(
						'success' => false,
						'message' => 'Slider with alias ' . $request['slider'] . ' not found.',
					),
			)
		);
	}
);
