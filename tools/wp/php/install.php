<?php
/**
 * Installs the test site: WordPress's own installer, the x-elements plugin activated, and an author.
 * Prints JSON: { "author": id }.
 *
 * @package X_Elements
 */

define( 'WP_INSTALLING', true );
require __DIR__ . '/bootstrap.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

$installed = wp_install( 'x-elements test site', 'admin', 'admin@example.org', false, '', 'admin-password' );
if ( empty( $installed['user_id'] ) ) {
	fwrite( STDERR, "wp_install() failed.\n" );
	exit( 1 );
}
$activated = activate_plugin( 'x-elements/x-elements.php' );
if ( is_wp_error( $activated ) ) {
	fwrite( STDERR, 'activate_plugin(): ' . $activated->get_error_message() . "\n" );
	exit( 1 );
}
$author = wp_insert_user(
	array(
		'user_login' => 'author',
		'user_pass'  => 'author-password',
		'user_email' => 'author@example.org',
		'role'       => 'author',
	)
);
if ( is_wp_error( $author ) ) {
	fwrite( STDERR, 'wp_insert_user(): ' . $author->get_error_message() . "\n" );
	exit( 1 );
}
echo wp_json_encode( array( 'author' => $author ) ), "\n";
