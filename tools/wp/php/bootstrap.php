<?php
/**
 * Loads the test site's WordPress in php-cli: X_WP_ROOT is its document root, X_WP_URL its address.
 *
 * @package X_Elements
 */

$x_wp_root = (string) getenv( 'X_WP_ROOT' );
$x_wp_url  = (string) getenv( 'X_WP_URL' );
if ( '' === $x_wp_root || ! is_file( $x_wp_root . '/wp-load.php' ) ) {
	fwrite( STDERR, "X_WP_ROOT must name the test site's document root.\n" );
	exit( 2 );
}
$_SERVER['HTTP_HOST']   = (string) parse_url( $x_wp_url, PHP_URL_HOST ) . ':' . (string) parse_url( $x_wp_url, PHP_URL_PORT );
$_SERVER['SERVER_NAME'] = (string) parse_url( $x_wp_url, PHP_URL_HOST );
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['SERVER_PORT'] = (string) parse_url( $x_wp_url, PHP_URL_PORT );

require $x_wp_root . '/wp-load.php';
