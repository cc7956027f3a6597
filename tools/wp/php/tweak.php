<?php
/**
 * Changes the test site between browser checks, and reads what they stored:
 *
 *   tweak.php wrap '["comments","mc4wp"]'   the systems wrapped (Settings → x-elements)
 *   tweak.php theme twentytwentyone         the active theme
 *   tweak.php widget                        MC4WP's classic widget in the classic theme's first sidebar
 *   tweak.php recent-comment POST_ID        a comment of the visitor's (visitor@example.org, 127.0.0.1), dated now
 *   tweak.php age-comments POST_ID SECONDS  every comment of the post dated SECONDS ago
 *   tweak.php comments POST_ID              the post's comments as JSON: id, parent, content
 *   tweak.php allowed-hosts 'a.example b'   the hosts elements may reach (Settings → x-elements)
 *   tweak.php option NAME JSON              any option, as the JSON's value (an owner's setting of a plugin)
 *   tweak.php delete-option NAME            an option back to its absence
 *   tweak.php get-option NAME               an option's value as JSON
 *   tweak.php post '{"title":…,"content":…}' a published post (author: a login, default admin; type, comment_status,
 *                                           meta: {key: value}); prints {"id", "link"}
 *
 * @package X_Elements
 */

require __DIR__ . '/bootstrap.php';

[ , $command, $first, $second ] = array_pad( $argv, 4, '' );
switch ( $command ) {
	case 'wrap':
		update_option( X_Elements\Wrapping::OPTION, json_decode( $first, true ) );
		break;
	case 'theme':
		switch_theme( $first );
		break;
	case 'option':
		update_option( $first, json_decode( $second, true ) );
		break;
	case 'post':
		$fields = (array) json_decode( $first, true );
		$user   = get_user_by( 'login', (string) ( $fields['author'] ?? 'admin' ) );
		$id     = wp_insert_post(
			array(
				'post_title'     => (string) ( $fields['title'] ?? 'A post' ),
				'post_content'   => (string) ( $fields['content'] ?? '' ),
				'post_status'    => 'publish',
				'post_type'      => (string) ( $fields['type'] ?? 'post' ),
				'comment_status' => (string) ( $fields['comment_status'] ?? 'closed' ),
				'post_author'    => $user ? $user->ID : 1,
			)
		);
		foreach ( (array) ( $fields['meta'] ?? array() ) as $key => $value ) {
			update_post_meta( $id, (string) $key, $value );
		}
		echo wp_json_encode(
			array(
				'id'   => $id,
				'link' => get_permalink( $id ),
			)
		);
		break;
	case 'get-option':
		echo wp_json_encode( get_option( $first, null ) );
		break;
	case 'delete-option':
		delete_option( $first );
		break;
	case 'allowed-hosts':
		update_option( X_Elements\Trust::OPTION_ALLOWED_HOSTS, X_Elements\Trust::sanitize_hosts( $first ) );
		break;
	case 'widget':
		update_option( 'widget_mc4wp_form_widget', array( 2 => array( 'title' => 'Newsletter' ), '_multiwidget' => 1 ) );
		$sidebars              = wp_get_sidebars_widgets();
		$sidebars['sidebar-1'] = array( 'mc4wp_form_widget-2' );
		wp_set_sidebars_widgets( $sidebars );
		break;
	case 'recent-comment':
		wp_insert_comment(
			array(
				'comment_post_ID'      => (int) $first,
				'comment_author'       => 'Visitor',
				'comment_author_email' => 'visitor@example.org',
				'comment_author_IP'    => '127.0.0.1',
				'comment_content'      => 'Posted a moment ago (' . microtime( true ) . ').',
				'comment_approved'     => 1,
			)
		);
		break;
	case 'age-comments':
		$date = time() - (int) $second;
		foreach ( get_comments( array( 'post_id' => (int) $first ) ) as $comment ) {
			wp_update_comment(
				array(
					'comment_ID'       => (int) $comment->comment_ID,
					'comment_date'     => wp_date( 'Y-m-d H:i:s', $date ),
					'comment_date_gmt' => gmdate( 'Y-m-d H:i:s', $date ),
				)
			);
		}
		break;
	case 'comments':
		$comments = get_comments(
			array(
				'post_id' => (int) $first,
				'status'  => 'all',
			)
		);
		echo wp_json_encode(
			array_map(
				static fn( WP_Comment $comment ): array => array(
					'id'      => (int) $comment->comment_ID,
					'parent'  => (int) $comment->comment_parent,
					'content' => $comment->comment_content,
				),
				$comments
			)
		), "\n";
		break;
	default:
		fwrite( STDERR, "tweak.php: unknown command $command\n" );
		exit( 2 );
}
