<?php
/**
 * What WordPress knows and an element needs: server values filled into attributes the author left out.
 *
 * @package X_Elements
 */

namespace X_Elements;

defined( 'ABSPATH' ) || exit;

/**
 * Server values for elements: the server clock for x-countdown, the REST root for x-contact-form, Rate My Post's
 * post id, nonce and admin-ajax URL for x-rating and x-rating-results (when that plugin is active), the AI search
 * project for x-ai-search. Only attributes the element documents are given; the author's own always win.
 */
final class Glue {

	/**
	 * The option holding the AI search project id.
	 */
	public const OPTION_AI_SEARCH_ID = 'x_elements_ai_search_project_id';

	/**
	 * The option holding the AI search project key.
	 */
	public const OPTION_AI_SEARCH_KEY = 'x_elements_ai_search_project_key';

	/**
	 * Values computed in this request, by tag (the same nonce and clock for every instance on a page).
	 *
	 * @var array<string, array<string, string>>
	 */
	private array $cache = array();

	/**
	 * Binds the glue to the manifest.
	 *
	 * @param Manifest $manifest The manifest.
	 */
	public function __construct( private Manifest $manifest ) {
	}

	/**
	 * Whether Rate My Post is active.
	 */
	public static function rate_my_post_active(): bool {
		return defined( 'RATE_MY_POST_VERSION' ) || class_exists( 'Rate_My_Post' );
	}

	/**
	 * The server values an element receives where its markup does not set them.
	 *
	 * @param string $tag A tag name.
	 * @return array<string, string> By attribute name.
	 */
	public function values_for( string $tag ): array {
		$post_id = (int) get_the_ID();
		$key     = $tag . ':' . $post_id;
		if ( isset( $this->cache[ $key ] ) ) {
			return $this->cache[ $key ];
		}
		$values = array();
		switch ( $tag ) {
			case 'x-countdown':
				$values['server-time'] = gmdate( 'Y-m-d\TH:i:s\Z' );
				break;
			case 'x-contact-form':
				$values['api-root'] = rest_url();
				if ( $post_id > 0 ) {
					$values['container-post'] = (string) $post_id;
				}
				break;
			case 'x-rating':
			case 'x-rating-results':
				if ( self::rate_my_post_active() ) {
					if ( $post_id > 0 ) {
						$values['post-id'] = (string) $post_id;
					}
					$values['nonce']    = wp_create_nonce( 'rmp_public_nonce' );
					$values['ajax-url'] = admin_url( 'admin-ajax.php' );
				}
				break;
			case 'x-ai-search':
				$values['project-id']  = (string) get_option( self::OPTION_AI_SEARCH_ID, '' );
				$values['project-key'] = (string) get_option( self::OPTION_AI_SEARCH_KEY, '' );
				break;
		}
		/**
		 * Filters the server values an x- element receives where its markup does not set them.
		 *
		 * @param array<string, string> $values  By attribute name.
		 * @param string                $tag     The element's tag.
		 * @param int                   $post_id The current post, 0 outside the loop.
		 */
		$values = (array) apply_filters( 'x_elements_server_attributes', $values, $tag, $post_id );
		$values = array_filter(
			$values,
			fn( $value, $name ): bool => is_scalar( $value ) && '' !== (string) $value && $this->manifest->has_attribute( $tag, (string) $name ),
			ARRAY_FILTER_USE_BOTH
		);
		$values              = array_map( 'strval', $values );
		$this->cache[ $key ] = $values;
		return $values;
	}
}
