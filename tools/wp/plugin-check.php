<?php
/**
 * Runs WordPress.org's Plugin Check on a plugin folder without WP-CLI, as `wp plugin check FOLDER` does, and prints
 * its errors and warnings as JSON: {"wordpress": "7.0.4", "checks": [...], "results": [{file, line, column, type,
 * code, message, severity, ...}]}. Plugin Check is loaded from wp-content/plugins/plugin-check; it need not be active.
 *
 * Usage: php plugin-check.php WORDPRESS_DIR PLUGIN_FOLDER [HOST]
 *
 * Plugin Check asks api.wordpress.org for the current WordPress version and, offline, skips the checks that need it
 * ("Tested up to" among them). The version this WordPress runs is given to it instead, through the transient it
 * caches that answer in.
 *
 * @package X_Elements
 */

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}

[ , $wordpress_dir, $plugin_folder ] = $argv + array( null, null, null );
if ( ! $wordpress_dir || ! $plugin_folder || ! is_dir( $plugin_folder ) ) {
	fwrite( STDERR, "usage: php plugin-check.php WORDPRESS_DIR PLUGIN_FOLDER [HOST]\n" );
	exit( 2 );
}

$_SERVER['HTTP_HOST']   = $argv[3] ?? '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
define( 'WP_ADMIN', true );
require rtrim( $wordpress_dir, '/' ) . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/admin.php';

if ( ! class_exists( 'WordPress\Plugin_Check\Checker\Abstract_Check_Runner' ) ) {
	if ( ! is_file( WP_PLUGIN_DIR . '/plugin-check/plugin.php' ) ) {
		fwrite( STDERR, 'Plugin Check is not installed in ' . WP_PLUGIN_DIR . "/plugin-check\n" );
		exit( 2 );
	}
	require_once WP_PLUGIN_DIR . '/plugin-check/plugin.php';
}

$current = get_bloginfo( 'version' );
set_transient(
	'wp_plugin_check_latest_version_info',
	array(
		'response' => 'latest',
		'current'  => $current,
		'version'  => $current,
	),
	HOUR_IN_SECONDS
);
wp_set_current_user( 1 );

/**
 * Plugin Check's runner with WP-CLI's defaults: every category, no experimental check, a plugin new to the directory.
 */
final class X_Elements_Plugin_Check_Runner extends WordPress\Plugin_Check\Checker\Abstract_Check_Runner {
	/** The plugin folder, given before the checks are prepared. @var string */
	public static $target = '';

	public static function is_plugin_check() {
		return true;
	}

	protected function get_plugin_param() {
		return self::$target;
	}

	protected function get_check_slugs_param() {
		return array();
	}

	protected function get_check_exclude_slugs_param() {
		return array();
	}

	protected function get_include_experimental_param() {
		return false;
	}

	protected function get_categories_param() {
		return array();
	}

	protected function get_slug_param() {
		return basename( self::$target );
	}

	protected function get_mode_param() {
		return 'new';
	}

	/**
	 * No runtime checks (the performance category's enqueued scripts and styles): they need Plugin Check's
	 * object-cache.php drop-in, which loads Plugin Check's own copy of the PHP AI Client before WordPress 7.0's and
	 * so stops every page of the site with a fatal error while it is there.
	 */
	protected function allow_runtime_checks(): bool {
		return false;
	}
}

$plugin_folder                          = rtrim( $plugin_folder, '/' );
X_Elements_Plugin_Check_Runner::$target = $plugin_folder;
$runner                                 = new X_Elements_Plugin_Check_Runner();
$runner->set_plugin( $plugin_folder );
$runner->set_slug( basename( $plugin_folder ) );
try {
	$cleanup = $runner->prepare();
	$result  = $runner->run();
	$cleanup();
} catch ( Throwable $error ) {
	fwrite( STDERR, $error . "\n" );
	exit( 1 );
}

$results = array();
$errors  = $result->get_errors();
$warns   = $result->get_warnings();
foreach ( array_unique( array_merge( array_keys( $errors ), array_keys( $warns ) ) ) as $file ) {
	$flat = WordPress\Plugin_Check\Utilities\Results_Exporter::flatten_file_results( $errors[ $file ] ?? array(), $warns[ $file ] ?? array() );
	foreach ( $flat as $item ) {
		$results[] = array( 'file' => $file ) + $item;
	}
}

echo wp_json_encode(
	array(
		'wordpress' => $current,
		'checks'    => array_keys( $runner->get_checks_to_run() ),
		'results'   => $results,
	),
	JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES
), "\n";
