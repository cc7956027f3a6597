<?php
/**
 * Deleting the plugin deletes its options and its cached manifest.
 *
 * @package X_Elements
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

foreach ( array( 'x_elements_autowrap', 'x_elements_ai_search_project_id', 'x_elements_ai_search_project_key', 'x_elements_allowed_hosts' ) as $x_elements_option ) {
	delete_option( $x_elements_option );
}
delete_transient( 'x_elements_manifest' );
