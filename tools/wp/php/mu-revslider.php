<?php
/**
 * Must-use plugin of the test site only: Slider Revolution's stand-in (see mu-wrapped-plugins.php), under Slider
 * Revolution 6.7.38's constant, script handles, shortcodes and header filter (public/revslider-front.class.php,
 * includes/output.sr7.class.php), deciding on its scripts as it does with its default "include libraries globally":
 *
 * - `tp-tools` and `sr7` are enqueued on every front-end page at wp_enqueue_scripts (async, in the head);
 * - its header script prints at wp_head 99 through the filter `revslider_js_add_header_scripts` (false: nothing);
 * - `[rev_slider alias="…"]` and `[sr7 alias="…"]` print the module's markup: `<sr7-module data-alias>` with a slide,
 *   its texts and its link, as the plugin's output does in short.
 *
 * @package X_Elements
 */

define( 'RS_REVISION', '6.7.38' );

add_action(
	'wp_enqueue_scripts',
	static function (): void {
		wp_enqueue_script( 'tp-tools', x_stand_in_script( 'tp-tools' ), array(), RS_REVISION, array( 'strategy' => 'async' ) );
		wp_enqueue_script( 'sr7', x_stand_in_script( 'sr7' ), array(), RS_REVISION, array( 'strategy' => 'async' ) );
	}
);

add_action(
	'wp_head',
	static function (): void {
		$script = '<script id="x-stand-in-sr7-head">window.SR7 ??= {}; window.standInScripts = [...(window.standInScripts ?? []), "sr7-head"];</script>' . "\n";
		echo apply_filters( 'revslider_js_add_header_scripts', $script ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the plugin's own script, as it prints it.
	},
	99
);

/**
 * The module's markup, as the shortcodes print it.
 *
 * @param array|string $atts The shortcode's attributes.
 */
function x_stand_in_revslider_module( $atts ): string {
	$alias = sanitize_title( (string) ( is_array( $atts ) ? ( $atts['alias'] ?? '' ) : '' ) );
	return '<sr7-module data-alias="' . esc_attr( $alias ) . '" data-id="1" id="SR7_1_1"><sr7-content><sr7-slide id="SR7_1_1-1" data-key="1">'
		. '<sr7-txt id="SR7_1_1-1-0" class="sr7-layer">Stand-in module</sr7-txt>'
		. '<a id="SR7_1_1-1-2" class="sr7-layer" href="/" target="_self">Read on</a>'
		. '</sr7-slide></sr7-content></sr7-module>';
}
add_shortcode( 'rev_slider', 'x_stand_in_revslider_module' );
add_shortcode( 'sr7', 'x_stand_in_revslider_module' );
