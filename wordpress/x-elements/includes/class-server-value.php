<?php
/**
 * What a server value's source names, read where WordPress and its plugins keep it.
 *
 * An element's declaration names its server values in the manifest (`wordpress.serverValues`), so that the plugin
 * needs no PHP per element or per wrapped plugin. A source is one of:
 *
 * - `server-time`, `rest-url`, `admin-ajax-url`, `post-id`, `logged-in` ("true" or "false"), `nonce:ACTION`;
 * - `option:NAME`, `post-meta:KEY`: an option or the current post's meta, with a key path into an array
 *   (`option:rmp_options.feedback`);
 * - `call:CLASS::METHOD`: what a public static method of an active plugin answers (no arguments);
 * - any of those followed by `==TEXT` or `!=TEXT`: "true" or "false" (`option:rmp_options.feedback==2`);
 * - any of those followed by `{name,name=key}`: a JSON object of those keys of an array (each under its name);
 * - several of those joined by ` + `: their JSON objects merged, the later winning;
 * - any of those followed by ` if ` and a test: the value only while the test reads "true"
 *   (`option:rmp_security.siteKey if option:rmp_security.recaptcha==2`).
 *
 * @package X_Elements
 */

namespace X_Elements;

defined( 'ABSPATH' ) || exit;

/**
 * Reads a server value's source.
 */
final class Server_Value {

	/**
	 * The value a source names, as attribute text; '' when it is unknown (then the attribute is not given).
	 *
	 * @param string $source  The source.
	 * @param int    $post_id The current post, 0 outside the loop.
	 */
	public static function read( string $source, int $post_id ): string {
		if ( str_contains( $source, ' if ' ) ) {
			[ $value, $test ] = explode( ' if ', $source, 2 );
			return 'true' === self::read( trim( $test ), $post_id ) ? self::read( trim( $value ), $post_id ) : '';
		}
		if ( str_contains( $source, ' + ' ) ) {
			$merged = array();
			foreach ( explode( ' + ', $source ) as $part ) {
				$object = json_decode( self::read( trim( $part ), $post_id ), true );
				$merged = is_array( $object ) ? array_merge( $merged, $object ) : $merged;
			}
			return $merged ? (string) wp_json_encode( $merged ) : '';
		}
		if ( 1 === preg_match( '/^(.*?)(==|!=)(.*)$/s', $source, $test ) ) {
			$value = self::text( self::raw( $test[1], $post_id ) );
			return ( ( $value === $test[3] ) === ( '==' === $test[2] ) ) ? 'true' : 'false';
		}
		if ( 1 === preg_match( '/^(.*)\{([^{}]*)\}$/s', $source, $pick ) ) {
			$value = self::raw( $pick[1], $post_id );
			return is_array( $value ) ? self::picked( $value, $pick[2] ) : '';
		}
		return self::text( self::raw( $source, $post_id ) );
	}

	/**
	 * Some keys of an array as a JSON object: `name` takes the key of that name, `name=key` another key; keys whose
	 * value is empty are left out.
	 *
	 * @param array  $value The array.
	 * @param string $names The names, separated by commas.
	 */
	private static function picked( array $value, string $names ): string {
		$object = array();
		foreach ( array_filter( array_map( 'trim', explode( ',', $names ) ) ) as $name ) {
			[ $as, $key ] = array_pad( explode( '=', $name, 2 ), 2, $name );
			$text         = self::text( $value[ $key ] ?? null );
			if ( '' !== $text ) {
				$object[ $as ] = $text;
			}
		}
		return $object ? (string) wp_json_encode( $object ) : '';
	}

	/**
	 * A value as attribute text: scalars as they print, booleans as "true" and "false", arrays as JSON.
	 *
	 * @param mixed $value The value.
	 */
	private static function text( $value ): string {
		if ( is_bool( $value ) ) {
			return $value ? 'true' : 'false';
		}
		if ( is_scalar( $value ) ) {
			return (string) $value;
		}
		return is_array( $value ) ? (string) wp_json_encode( $value ) : '';
	}

	/**
	 * The value a plain source names (no test, no pick).
	 *
	 * @param string $source  The source.
	 * @param int    $post_id The current post.
	 * @return mixed The value; null when unknown.
	 */
	private static function raw( string $source, int $post_id ) {
		[ $kind, $argument ] = array_pad( explode( ':', $source, 2 ), 2, '' );
		switch ( $kind ) {
			case 'server-time':
				return gmdate( 'Y-m-d\TH:i:s\Z' );
			case 'rest-url':
				return rest_url();
			case 'admin-ajax-url':
				return admin_url( 'admin-ajax.php' );
			case 'post-id':
				return $post_id > 0 ? (string) $post_id : null;
			case 'logged-in':
				return is_user_logged_in();
			case 'nonce':
				return '' === $argument ? null : wp_create_nonce( $argument );
			case 'option':
				[ $name, $path ] = self::path( $argument );
				return self::dig( get_option( $name, null ), $path );
			case 'post-meta':
				[ $key, $path ] = self::path( $argument );
				return $post_id > 0 && '' !== $key ? self::dig( get_post_meta( $post_id, $key, true ), $path ) : null;
			case 'call':
				$method = explode( '::', $argument );
				return 2 === count( $method ) && class_exists( $method[0], false ) && is_callable( $method ) ? call_user_func( $method ) : null;
		}
		return null;
	}

	/**
	 * A name and the key path after it: `rmp_options.feedback` → [ 'rmp_options', [ 'feedback' ] ].
	 *
	 * @param string $argument The source's argument.
	 * @return array{0: string, 1: list<string>}
	 */
	private static function path( string $argument ): array {
		$keys = explode( '.', $argument );
		return array( (string) array_shift( $keys ), $keys );
	}

	/**
	 * A value down a key path of arrays (or of a JSON object stored as text); null where the path ends.
	 *
	 * @param mixed        $value The value.
	 * @param list<string> $path  The keys.
	 * @return mixed
	 */
	private static function dig( $value, array $path ) {
		foreach ( $path as $key ) {
			if ( is_string( $value ) && str_starts_with( ltrim( $value ), '{' ) ) {
				$value = json_decode( $value, true );
			}
			if ( ! is_array( $value ) || ! array_key_exists( $key, $value ) ) {
				return null;
			}
			$value = $value[ $key ];
		}
		return $value;
	}
}
