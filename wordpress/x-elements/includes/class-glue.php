<?php
/**
 * What WordPress knows and an element needs: server values filled into attributes the author left out.
 *
 * @package X_Elements
 */

namespace X_Elements;

defined( 'ABSPATH' ) || exit;

/**
 * Server values for elements, as each element's declaration names them in the manifest (`wordpress.serverValues`):
 * the server clock for x-countdown, the REST root for x-contact-form, Rate My Post's post id, nonce, admin-ajax
 * URL and the post's results (its post meta) for x-rating (when that plugin is active), the AI search project for x-ai-search. Only attributes the element
 * documents are given; the author's own always win.
 */
final class Glue {

	/**
	 * The option holding the AI search project id (x-ai-search's declaration names it).
	 */
	public const OPTION_AI_SEARCH_ID = 'x_elements_ai_search_project_id';

	/**
	 * The option holding the AI search project key (x-ai-search's declaration names it).
	 */
	public const OPTION_AI_SEARCH_KEY = 'x_elements_ai_search_project_key';

	/**
	 * Values computed in this request, by tag (the same nonce and clock for every instance on a page).
	 *
	 * @var array<string, array<string, string>>
	 */
	private array $cache = array();

	/**
	 * Binds the glue to the manifest and the site's rule for addresses.
	 *
	 * @param Manifest $manifest The manifest.
	 * @param Trust    $trust    Which addresses are the site's.
	 */
	public function __construct( private Manifest $manifest, private Trust $trust ) {
	}

	/**
	 * Whether a PHP constant or class of another plugin exists ('' for none needed).
	 *
	 * @param string $name A constant or class name.
	 */
	public static function present( string $name ): bool {
		return '' === $name || defined( $name ) || class_exists( $name, false );
	}

	/**
	 * The server values an element receives where its markup does not set them, as its declaration names them; no
	 * nonce when the markup points an endpoint of the element off the site (a secret of the site never leaves it).
	 *
	 * @param string                     $tag     A tag name.
	 * @param array<string, string|true> $present The attributes the markup sets, by name.
	 * @return array<string, string> By attribute name.
	 */
	public function values_for( string $tag, array $present = array() ): array {
		$values = $this->all_values_for( $tag );
		if ( ! $this->trust->has_offsite_endpoint( $tag, $present ) ) {
			return $values;
		}
		$sources = $this->manifest->server_values( $tag )['values'];
		return array_filter(
			$values,
			static fn( string $name ): bool => ! str_starts_with( $sources[ $name ] ?? '', 'nonce:' ),
			ARRAY_FILTER_USE_KEY
		);
	}

	/**
	 * Every server value an element may receive.
	 *
	 * @param string $tag A tag name.
	 * @return array<string, string> By attribute name.
	 */
	private function all_values_for( string $tag ): array {
		$post_id = (int) get_the_ID();
		$key     = $tag . ':' . $post_id;
		if ( isset( $this->cache[ $key ] ) ) {
			return $this->cache[ $key ];
		}
		$declared = $this->manifest->server_values( $tag );
		$values   = array();
		if ( self::present( $declared['when'] ) ) {
			foreach ( $declared['values'] as $name => $source ) {
				$values[ $name ] = Server_Value::read( $source, $post_id );
			}
		}
		/**
		 * Filters the server values an x- element receives where its markup does not set them.
		 *
		 * @param array<string, string> $values  By attribute name.
		 * @param string                $tag     The element's tag.
		 * @param int                   $post_id The current post, 0 outside the loop.
		 */
		$values = (array) apply_filters( 'x_elements_server_attributes', $values, $tag, $post_id );
		// A value the element takes anyway (its default) is not written: the markup says only what differs.
		$values = array_filter(
			$values,
			fn( $value, $name ): bool => is_scalar( $value ) && '' !== (string) $value && $this->manifest->has_attribute( $tag, (string) $name )
				&& ! $this->manifest->is_default( $tag, (string) $name, (string) $value ),
			ARRAY_FILTER_USE_BOTH
		);
		$values              = array_map( 'strval', $values );
		$this->cache[ $key ] = $values;
		return $values;
	}
}
