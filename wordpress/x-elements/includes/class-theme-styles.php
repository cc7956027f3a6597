<?php
/**
 * The active theme's look for the buttons and fields the elements put in the page (light DOM): an accordion's or a
 * toggle's trigger, a form's fields and its send button. Without it, a theme that styles only its own classes
 * (a block theme styles `.wp-element-button`, not `<button>`) leaves them as the browser's small grey controls.
 *
 * - Buttons, in a theme with theme.json: the rules WordPress writes for `.wp-element-button` from the theme's global
 *   styles (theme.json's `styles.elements.button` and its states, with `--wp--preset--*` values), given to the
 *   elements' buttons. A classic theme styles `<button>` and `input[type=submit]` itself, or not at all: nothing is
 *   added there.
 * - Fields: assets/theme.css gives them WordPress's own comment form field, at zero specificity so that any theme
 *   rule for fields wins (a classic theme's `input[type=text]`, for one); then the theme's own custom CSS for its
 *   comment form (theme.json's `styles.blocks.core/post-comments-form.css`: Twenty Twenty-Four and Twenty
 *   Twenty-Five round the fields' corners there), scoped to the elements' forms as WordPress scopes it to the
 *   comment form.
 *
 * Which buttons and forms: the selectors of the rules of assets/theme.css marked `--x-elements-theme-role: buttons`
 * and `forms` (the plugin's PHP names no element).
 *
 * Printed with the elements' stylesheet, so only on pages with an element.
 *
 * @package X_Elements
 */

namespace X_Elements;

defined( 'ABSPATH' ) || exit;

/**
 * The stylesheet that gives the elements' buttons and fields the theme's look.
 */
final class Theme_Styles {

	/**
	 * The style handle.
	 */
	public const HANDLE = 'x-elements-theme';

	/**
	 * Enqueues assets/theme.css (after the elements' own stylesheet) with the theme's rules for fields and buttons.
	 *
	 * @param string $url     The URL of assets/theme.css.
	 * @param string $path    Its path.
	 * @param string $version The asset version.
	 */
	public static function enqueue( string $url, string $path, string $version ): void {
		wp_enqueue_style( self::HANDLE, $url, array( 'x-elements' ), $version );
		if ( ! self::theme_has_theme_json() ) {
			return;
		}
		$roles = self::roles( (string) file_get_contents( $path ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of the plugin.
		$css   = self::field_css( $roles['forms'] ?? array() ) . self::button_css( $roles['buttons'] ?? array() );
		if ( '' !== $css ) {
			wp_add_inline_style( self::HANDLE, $css );
		}
	}

	/**
	 * The selectors of the rules of a stylesheet marked with `--x-elements-theme-role: NAME`, by NAME.
	 *
	 * @param string $css The stylesheet.
	 * @return array<string, string[]> The selectors of each role.
	 */
	public static function roles( string $css ): array {
		$css = (string) preg_replace( '#/\*.*?\*/#s', '', $css );
		preg_match_all( '/([^{}]+)\{([^{}]*)\}/', $css, $rules, PREG_SET_ORDER );
		$roles = array();
		foreach ( $rules as [ , $selector, $declarations ] ) {
			if ( preg_match( '/--x-elements-theme-role:\s*([a-z-]+)/', $declarations, $role ) ) {
				$roles[ $role[1] ] = self::selector_list( $selector );
			}
		}
		return $roles;
	}

	/**
	 * The theme's button rules for the given buttons: WordPress's global styles rules for `.wp-element-button` (and
	 * its states), with the buttons as the selector, at WordPress's own specificity (`:root :where(...)`), so that a
	 * more specific rule of the theme wins.
	 *
	 * @param string[] $buttons Selectors of the buttons.
	 */
	public static function button_css( array $buttons ): string {
		if ( ! $buttons || ! function_exists( 'wp_get_global_stylesheet' ) ) {
			return '';
		}
		preg_match_all( '/([^{}]+)\{([^{}]*)\}/', wp_get_global_stylesheet( array( 'styles' ) ), $rules, PREG_SET_ORDER );
		$css = '';
		foreach ( $rules as [ , $selector, $declarations ] ) {
			// `:root :where(.wp-element-button, .wp-block-button__link)` (WordPress 6.6 and later) or the bare list.
			$list = (string) preg_replace( '/^\s*:root\s*:where\((.*)\)\s*$/s', '$1', $selector );
			foreach ( self::selector_list( $list ) as $item ) {
				if ( preg_match( '/^\.wp-element-button(:[a-z-]+)?$/', $item, $match ) ) {
					$state = $match[1] ?? '';
					$css  .= ':root :where(' . implode( ', ', array_map( static fn( string $button ): string => $button . $state, $buttons ) ) . '){' . trim( $declarations ) . '}';
					break;
				}
			}
		}
		return $css;
	}

	/**
	 * The theme's custom CSS for its comment form, scoped to the given forms; empty when it has none, or when it holds
	 * an at-rule (`@media`...), which this plain scoping would break.
	 *
	 * @param string[] $forms Selectors of the forms.
	 */
	public static function field_css( array $forms ): string {
		$css = wp_get_global_styles( array( 'blocks', 'core/post-comments-form', 'css' ) );
		if ( ! $forms || ! is_string( $css ) || '' === trim( $css ) || false !== strpos( $css, '@' ) ) {
			return '';
		}
		$scope  = ':where(' . implode( ', ', $forms ) . ')';
		$scoped = '';
		foreach ( explode( '}', $css ) as $rule ) {
			$parts = explode( '{', $rule, 2 );
			if ( 2 !== count( $parts ) || '' === trim( $parts[0] ) ) {
				continue;
			}
			// Each selector as WordPress reads a block's custom CSS: `&` is the block, anything else is inside it.
			$selectors = array_map(
				static fn( string $selector ): string => false !== strpos( $selector, '&' ) ? str_replace( '&', $scope, $selector ) : $scope . ' ' . $selector,
				self::selector_list( $parts[0] )
			);
			$scoped   .= implode( ', ', $selectors ) . '{' . trim( $parts[1] ) . '}';
		}
		return $scoped;
	}

	/**
	 * The selectors of a selector list, trimmed: split at its commas, not at those inside `:is(...)` or `:not(...)`.
	 *
	 * @param string $list A selector list.
	 * @return string[] The selectors.
	 */
	private static function selector_list( string $list ): array {
		$selectors = (array) preg_split( '/,(?![^(]*\))/', $list );
		return array_values( array_filter( array_map( static fn( $selector ): string => trim( (string) preg_replace( '/\s+/', ' ', (string) $selector ) ), $selectors ) ) );
	}

	/**
	 * Whether the active theme has a theme.json (every block theme; some classic themes).
	 */
	private static function theme_has_theme_json(): bool {
		if ( function_exists( 'wp_theme_has_theme_json' ) ) {
			return wp_theme_has_theme_json();
		}
		return \WP_Theme_JSON_Resolver::theme_has_support(); // WordPress before 6.2.
	}
}
