<?php
/**
 * Writes the test posts as the author (no unfiltered_html: Kses filters what is saved), from the manifest the
 * plugin ships: every example of every element as HTML, the first of each as shortcodes, and the cases the
 * browser checks. Prints JSON: the posts' addresses and the cases.
 *
 * @package X_Elements
 */

require __DIR__ . '/bootstrap.php';

use X_Elements\Manifest;
use X_Elements\Plugin;

$author = get_user_by( 'login', 'author' );
if ( ! $author ) {
	fwrite( STDERR, "No author user.\n" );
	exit( 1 );
}
// set_current_user runs kses_init(): without unfiltered_html, wp_insert_post() saves through wp_filter_post_kses().
wp_set_current_user( $author->ID );
if ( current_user_can( 'unfiltered_html' ) || false === has_filter( 'content_save_pre', 'wp_filter_post_kses' ) ) {
	fwrite( STDERR, "The author may post unfiltered HTML: Kses would not apply.\n" );
	exit( 1 );
}

$manifest = Plugin::instance()->manifest();
$cases    = array();
$parts    = array( 'elements' => array(), 'altered' => array() );

/**
 * Adds a case: markup in a div the browser finds by data-x-case.
 *
 * @param string $id     The case's id.
 * @param string $kind   html, shortcode, ...
 * @param string $markup What the author writes.
 * @param string $source The HTML whose x- elements' attributes the page must show (for shortcodes: the example).
 * @param string $post   elements, or altered: an example that holds markup an author may not save (a form's
 *                       input, an inline SVG, a data: image), which Kses removes, so the element may rightly
 *                       complain (on that post, console messages are noted, not failed).
 */
$add = static function ( string $id, string $kind, string $markup, string $source, string $post = 'elements' ) use ( &$cases, &$parts ): void {
	$parts[ $post ][] = '<div data-x-case="' . esc_attr( $id ) . "\">\n" . $markup . "\n</div>";
	$cases[]          = array(
		'id'     => $id,
		'kind'   => $kind,
		'source' => $source,
		'post'   => $post,
	);
};

// Each example as the settings page shows it: its media from the plugin's own folder (the site has no /media/).
foreach ( $manifest->tags() as $tag ) {
	$examples = $manifest->examples( $tag );
	foreach ( $examples as $i => $example ) {
		$html = Plugin::instance()->site_example( $example['html'] );
		$post = wp_kses_post( $html ) === $html ? 'elements' : 'altered';
		$add( "html:$tag:$i", 'html', $html, $html, $post );
		if ( 0 === $i ) {
			$add( "shortcode:$tag", 'shortcode', Manifest::as_shortcode( $html ), $html, $post );
		}
	}
}

$running = '2030-12-31T23:59:59+01:00';
$add(
	'generic',
	'shortcode',
	'[x-element tag="x-countdown" end="' . $running . '" hide-empty="false" units="h m s"]Generic fallback[/x-element]',
	'<x-countdown end="' . $running . '" hide-empty="false" units="h m s">Generic fallback</x-countdown>'
);
$add(
	'onclick',
	'html',
	'<x-countdown end="' . $running . '" onclick="window.__pwned = 1" onmouseover="window.__pwned = 2" leading-zeros>Onclick fallback</x-countdown>',
	'<x-countdown end="' . $running . '" leading-zeros>Onclick fallback</x-countdown>'
);
$add(
	'unknown-attribute',
	'shortcode',
	'[x-countdown end="' . $running . '" bogus="1" onclick="window.__pwned = 3" leading-zeros]Unknown fallback[/x-countdown]',
	'<x-countdown end="' . $running . '" leading-zeros>Unknown fallback</x-countdown>'
);
// Written on lines of their own, with blank lines inside: wpautop must not break them apart.
$autop = "<x-flip-card label=\"Autop card\">\n<h3>Front title</h3>\n\nFront text, a paragraph of its own.\n<div slot=\"back\">\n\nBack text.\n\n</div>\n</x-flip-card>";
$add( 'autop-html', 'html', $autop, $autop );
$autop_shortcode = "[x-flip-card label=\"Autop shortcode\"]\n<h3>Front title</h3>\n\nFront text.\n<div slot=\"back\">\n\nBack text.\n\n</div>\n[/x-flip-card]";
$add( 'autop-shortcode', 'shortcode', $autop_shortcode, str_replace( array( '[x-flip-card', '"]', '[/x-flip-card]' ), array( '<x-flip-card', '">', '</x-flip-card>' ), $autop_shortcode ) );
// Inside a sentence, at the top level of the content (wpautop's paragraphs in a <div> are its own affair).
$parts['elements'][] = 'Only <x-counter to="42" id="inline-counter">42</x-counter> days left.';

/**
 * Inserts a published post as the current user.
 *
 * @param string $title   Title.
 * @param string $content Content, unslashed.
 * @return int The post id.
 */
$insert = static function ( string $title, string $content ): int {
	$id = wp_insert_post(
		wp_slash(
			array(
				'post_title'   => $title,
				'post_content' => $content,
				'post_status'  => 'publish',
				'post_author'  => get_current_user_id(),
			)
		),
		true
	);
	if ( is_wp_error( $id ) ) {
		fwrite( STDERR, 'wp_insert_post(): ' . $id->get_error_message() . "\n" );
		exit( 1 );
	}
	return $id;
};

$elements = $insert( 'Every element', implode( "\n\n", $parts['elements'] ) );
$altered  = $insert( 'Examples with markup an author may not save', implode( "\n\n", $parts['altered'] ) );

$countdown = $manifest->examples( 'x-countdown' )[0]['html'] ?? '<x-countdown end="' . $running . '">Fallback</x-countdown>';
$blocks    = "<!-- wp:paragraph -->\n<p>Blocks.</p>\n<!-- /wp:paragraph -->\n\n"
	. "<!-- wp:html -->\n<div data-x-case=\"block-html\">" . $countdown . "</div>\n<!-- /wp:html -->\n\n"
	. "<!-- wp:shortcode -->\n" . $autop_shortcode . "\n<!-- /wp:shortcode -->";
$block_id  = $insert( 'Blocks', $blocks );
// A shortcode of the classic editor's days, in a Shortcode block, to convert to its block and back.
$shortcode_post = $insert( 'A shortcode to convert', "<!-- wp:shortcode -->\n[x-countdown end=\"" . $running . "\" leading-zeros hide-empty=\"false\"]Shortcode fallback[/x-countdown]\n<!-- /wp:shortcode -->" );
// And a post of the classic editor's days (no blocks: the editor shows it as a Classic block).
$classic_post = $insert( 'A classic post with a shortcode', "Intro.\n\n[x-countdown end=\"" . $running . "\" units=\"h m s\"]Classic fallback[/x-countdown]\n\nMore words." );
$plain     = $insert( 'No element', "Just words.\n\nNo element here, and no shortcode." );

// Other plugins' output, for the wrapping checks (the plugins stood in for by mu-wrapped-plugins.php), and a comment
// to reply to: a visitor's comment is approved at once, as on a site without moderation.
update_option( 'comment_previously_approved', 0 );
$wrapped = $insert(
	'Wrapped plugins',
	"[contact-form-7 id=\"f03ad68\" title=\"Contact\"]\n\n[ratemypost]\n\n[mc4wp_form id=\"7\"]\n\n<!-- wp:mailchimp-for-wp/form {\"id\":7} /-->"
);
$rated_only = $insert( 'Only a rating', '[ratemypost]' );
wp_update_post(
	array(
		'ID'             => $rated_only,
		'comment_status' => 'closed',
	)
);
$first_comment = wp_insert_comment(
	array(
		'comment_post_ID'      => $wrapped,
		'comment_author'       => 'Ada Lovelace',
		'comment_author_email' => 'ada@example.org',
		'comment_content'      => 'A first comment, to reply to.',
		'comment_approved'     => 1,
		'comment_date'         => wp_date( 'Y-m-d H:i:s', time() - 3600 ),
		'comment_date_gmt'     => gmdate( 'Y-m-d H:i:s', time() - 3600 ),
	)
);

$saved   = get_post( $elements )->post_content;
$allowed = array();
foreach ( wp_kses_allowed_html( 'post' ) as $tag => $attributes ) {
	if ( str_starts_with( $tag, 'x-' ) ) {
		$allowed[ $tag ] = array_keys( $attributes );
	}
}
echo wp_json_encode(
	array(
		'elements'      => get_permalink( $elements ),
		'altered'       => get_permalink( $altered ),
		'blocks'        => get_permalink( $block_id ),
		'plain'         => get_permalink( $plain ),
		'shortcodePost' => $shortcode_post,
		'classicPost'   => $classic_post,
		'wrapped'       => array(
			'url'     => get_permalink( $wrapped ),
			'id'      => $wrapped,
			'comment' => $first_comment,
		),
		'ratedOnly'     => get_permalink( $rated_only ),
		'cases'         => $cases,
		'savedHasOn'    => 1 === preg_match( '/<[^>]*\son[a-z]+\s*=/i', $saved ),
		'savedElements' => substr_count( $saved, '<x-' ),
		'allowed'       => $allowed,
		'tags'          => $manifest->tags(),
		// Every attribute a declaration lets the server fill.
		'serverValues'  => array_values( array_unique( array_merge( ...array_map( static fn( string $tag ): array => array_keys( $manifest->server_values( $tag )['values'] ), $manifest->tags() ) ) ) ),
	),
	JSON_UNESCAPED_SLASHES
), "\n";
