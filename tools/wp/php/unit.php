<?php
/**
 * Unit checks of the plugin inside the test site's WordPress (real esc_attr, shortcode parser, Kses, wpautop):
 * the attribute mapping, the allowed-markup filter, wpautop protection, server values, automatic wrapping, the
 * settings page. Plain assertions; prints "ok - ..." / "not ok - ..." and ends with "php: N passed, N failed".
 *
 * @package X_Elements
 */

require __DIR__ . '/bootstrap.php';
require_once ABSPATH . 'wp-admin/includes/admin.php';

use X_Elements\Blocks;
use X_Elements\Glue;
use X_Elements\Manifest;
use X_Elements\Markup;
use X_Elements\Plugin;
use X_Elements\Wrapping;
use X_Elements\Settings;
use X_Elements\Trust;

$results = array(
	'passed' => 0,
	'failed' => 0,
);

/**
 * Records one check.
 *
 * @param string $name   What is checked.
 * @param bool   $ok     Whether it holds.
 * @param mixed  $detail What was found, shown when it fails.
 */
function check( string $name, bool $ok, $detail = '' ): void {
	global $results;
	$results[ $ok ? 'passed' : 'failed' ]++;
	echo $ok ? "ok - $name\n" : "not ok - $name\n    " . str_replace( "\n", "\n    ", is_string( $detail ) ? $detail : var_export( $detail, true ) ) . "\n";
}

/**
 * Checks equality.
 *
 * @param string $name     What is checked.
 * @param mixed  $expected The expected value.
 * @param mixed  $actual   The value.
 */
function same( string $name, $expected, $actual ): void {
	check( $name, $expected === $actual, "expected: " . var_export( $expected, true ) . "\nactual:   " . var_export( $actual, true ) );
}

/**
 * The attributes of each outermost x- element of some HTML, by wp_kses_hair().
 *
 * @param string $html HTML.
 * @return list<array{tag: string, attributes: array<string, string>}>
 */
function elements_of( string $html ): array {
	$found = array();
	foreach ( Markup::outermost_elements( $html ) as $span ) {
		$open       = substr( $html, $span['start'] + 1 + strlen( $span['tag'] ), $span['open_end'] - $span['start'] - 2 - strlen( $span['tag'] ) );
		$attributes = array();
		foreach ( wp_kses_hair( $open, wp_allowed_protocols() ) as $name => $attribute ) {
			$attributes[ $name ] = 'y' === $attribute['vless'] ? true : html_entity_decode( $attribute['value'], ENT_QUOTES | ENT_HTML5 );
		}
		$found[] = array(
			'tag'        => $span['tag'],
			'attributes' => $attributes,
		);
	}
	return $found;
}

$plugin   = Plugin::instance();
$manifest = $plugin->manifest();
$admin    = get_user_by( 'login', 'admin' );
$author   = get_user_by( 'login', 'author' );

// The manifest.
check( 'the plugin is active and reads its manifest', null !== $plugin && in_array( 'x-countdown', $manifest->tags(), true ), $manifest->tags() );
check( 'x-countdown documents end, and hide-empty as a boolean', $manifest->has_attribute( 'x-countdown', 'end' ) && $manifest->is_boolean( 'x-countdown', 'hide-empty' ) );
$every_tag_shortcode = true;
foreach ( $manifest->tags() as $tag ) {
	$every_tag_shortcode = $every_tag_shortcode && shortcode_exists( $tag );
}
check( 'every element of the manifest is a shortcode, and x-element too', $every_tag_shortcode && shortcode_exists( 'x-element' ) );
// Event handler attributes of HTML (the browser part of test:wp checks every allowed name against the browser's).
$event_handlers = array( 'onabort', 'onanimationend', 'onanimationstart', 'onauxclick', 'onbeforeinput', 'onbeforetoggle', 'onblur', 'onchange', 'onclick', 'oncontextmenu', 'oncopy', 'oncut', 'ondblclick', 'ondrag', 'ondrop', 'onerror', 'onfocus', 'onfocusin', 'oninput', 'oninvalid', 'onkeydown', 'onkeyup', 'onload', 'onmousedown', 'onmouseenter', 'onmouseleave', 'onmousemove', 'onmouseout', 'onmouseover', 'onmouseup', 'onpaste', 'onpointerdown', 'onpointerenter', 'onpointerup', 'onreset', 'onresize', 'onscroll', 'onscrollend', 'onselect', 'onsubmit', 'ontoggle', 'ontransitionend', 'onwheel' );
$documented     = array();
foreach ( $manifest->tags() as $tag ) {
	$documented = array_merge( $documented, array_keys( $manifest->attributes( $tag ) ) );
}
same( 'no documented attribute is an event handler', array(), array_values( array_intersect( $event_handlers, $documented ) ) );

// The attribute mapping.
wp_set_current_user( 0 );
$mapped = Markup::map_attributes( $manifest, 'x-countdown', shortcode_parse_atts( 'END="2026-12-31T23:59:59+01:00" hide-empty="false" Bogus=1 onclick="alert(1)" leading-zeros' ) );
same(
	'shortcode attributes map one to one: names lowercased, a bare word a bare attribute, unknown ones dropped',
	array(
		'attributes' => array(
			'end'           => '2026-12-31T23:59:59+01:00',
			'hide-empty'    => 'false',
			'leading-zeros' => true,
		),
		'unknown'    => array( 'bogus', 'onclick' ),
	),
	$mapped
);
same(
	'values are escaped with esc_attr',
	' complete-message="He said &quot;hi&quot; &lt;b&gt; &amp; left"',
	Markup::attributes_html( array( 'complete-message' => 'He said "hi" <b> & left' ) )
);
same( 'a URL attribute with a bad protocol is dropped', '', Markup::attributes_html( array( 'href' => 'javascript:alert(1)' ) ) );
same( 'a URL attribute is escaped with esc_url', ' href="https://example.org/?a=1&#038;b=2"', Markup::attributes_html( array( 'href' => 'https://example.org/?a=1&b=2' ) ) );
same( 'an undocumented on- attribute is refused', array( 'onclick', 'onfoo', 'bogus' ), Markup::map_attributes( $manifest, 'x-skill-bar', array( 'onclick' => '1', 'onfoo' => '2', 'bogus' => '3' ) )['unknown'] );
$labels = Markup::map_attributes( $manifest, 'x-countdown', shortcode_parse_atts( 'units="h m s" labels=\'{"hours":"Stunden"}\' data-track="a&#91;1&#93;" class="big" slot="x"' ) );
same(
	'global attributes, data-* and &#91; &#93; for square brackets',
	array(
		'units'      => 'h m s',
		'labels'     => '{"hours":"Stunden"}',
		'data-track' => 'a[1]',
		'class'      => 'big',
		'slot'       => 'x',
	),
	$labels['attributes']
);

$server_time = gmdate( 'Y-m-d\TH:i' );
$html        = do_shortcode( '[x-countdown end="2026-12-31T23:59:59+01:00" hide-empty="false"]Offer ends 31 December[/x-countdown]' );
check(
	'[x-countdown ...]...[/x-countdown] renders the element, its content the fallback, with the server time',
	1 === preg_match( '#^<x-countdown end="2026-12-31T23:59:59\+01:00" hide-empty="false" server-time="' . preg_quote( $server_time, '#' ) . ':\d\dZ">Offer ends 31 December</x-countdown>$#', $html ),
	$html
);
same(
	'the server time does not replace the author\'s',
	'<x-countdown end="2026-12-31T23:59:59Z" server-time="2026-01-01T00:00:00Z"></x-countdown>',
	do_shortcode( '[x-countdown end="2026-12-31T23:59:59Z" server-time="2026-01-01T00:00:00Z"]' )
);
same(
	'[x-element tag="x-skill-bar" ...] is the same as [x-skill-bar ...]',
	do_shortcode( '[x-skill-bar percent="90" label="HTML"]HTML 90%[/x-skill-bar]' ),
	do_shortcode( '[x-element tag="x-skill-bar" percent="90" label="HTML"]HTML 90%[/x-element]' )
);
same( 'an unknown tag renders only its content for a visitor', 'Plain', do_shortcode( '[x-element tag="x-nothing"]Plain[/x-element]' ) );
same( 'a dropped attribute shows no notice to a visitor', '<x-skill-bar percent="5"></x-skill-bar>', do_shortcode( '[x-skill-bar percent="5" bogus="1"]' ) );
wp_set_current_user( $admin->ID );
$noticed = do_shortcode( '[x-skill-bar percent="5" bogus="1"]' );
check( 'a dropped attribute shows a notice to an editor', str_contains( $noticed, 'x-elements-notice' ) && str_contains( $noticed, 'bogus' ) && str_ends_with( $noticed, '<x-skill-bar percent="5"></x-skill-bar>' ), $noticed );
wp_set_current_user( 0 );
same( 'nested shortcodes in the content run', '<x-skill-bar percent="5"><x-counter to="3">3</x-counter></x-skill-bar>', do_shortcode( '[x-skill-bar percent="5"][x-counter to="3"]3[/x-counter][/x-skill-bar]' ) );

// The settings page's shortcode examples, through the real shortcodes, give the examples' attributes back.
$round_trip = array();
foreach ( $manifest->tags() as $tag ) {
	foreach ( $manifest->examples( $tag ) as $i => $example ) {
		$rendered = elements_of( do_shortcode( Manifest::as_shortcode( $example['html'] ) ) );
		foreach ( $rendered as &$element ) {
			$element['attributes'] = array_diff_key( $element['attributes'], $plugin->glue()->values_for( $element['tag'] ) );
		}
		unset( $element );
		// A style goes through safecss_filter_attr(), as in saved markup.
		$written = elements_of( $example['html'] );
		foreach ( $written as &$element ) {
			if ( isset( $element['attributes']['style'] ) ) {
				$element['attributes']['style'] = safecss_filter_attr( $element['attributes']['style'] );
			}
		}
		unset( $element );
		if ( $written !== $rendered ) {
			$round_trip[] = "$tag #$i: " . Manifest::as_shortcode( $example['html'] );
		}
	}
}
check( 'every example written as shortcodes renders with the example\'s attributes', ! $round_trip, implode( "\n", $round_trip ) );
same(
	'as_shortcode keeps the HTML around the element and encodes square brackets',
	'<button type="button">i</button>[x-tooltip trigger="click" data-x=\'&#91;1&#93;\']Tip <b>bold</b>[/x-tooltip]',
	Manifest::as_shortcode( '<button type="button">i</button><x-tooltip trigger="click" data-x=\'[1]\'>Tip <b>bold</b></x-tooltip>' )
);

// The allowed markup (Kses, as for an author).
wp_set_current_user( $author->ID );
$allowed = wp_kses_allowed_html( 'post' );
$all_in  = true;
foreach ( $manifest->tags() as $tag ) {
	$names  = array_keys( $manifest->attributes( $tag ) );
	$all_in = $all_in && isset( $allowed[ $tag ] ) && ! array_diff( $names, array_keys( $allowed[ $tag ] ) );
}
check( 'every x- tag and its documented attributes are allowed in posts', $all_in );
$handlers = array();
foreach ( $allowed as $tag => $attributes ) {
	foreach ( array_intersect( $event_handlers, array_keys( (array) $attributes ) ) as $name ) {
		$handlers[] = "$tag $name";
	}
}
check( 'no event handler attribute is allowed', ! $handlers, $handlers );
check( 'x- tags are allowed in posts only (not in comments)', ! isset( wp_kses_allowed_html( 'data' )['x-countdown'] ) );
same(
	'Kses keeps an element\'s documented, global and data- attributes and drops event handlers',
	'<x-countdown end="2030-01-01T00:00:00Z" hide-empty="false" data-track="a" id="c" class="k" hidden>Ends <span slot="complete">Over</span></x-countdown>',
	wp_kses_post( '<x-countdown end="2030-01-01T00:00:00Z" hide-empty="false" onclick="alert(1)" data-track="a" ONMOUSEOVER="x()" id="c" class="k" hidden>Ends <span slot="complete" onclick="y()">Over</span></x-countdown>' )
);
same( 'Kses drops x- tags the manifest does not name', 'Text', wp_kses_post( '<x-not-an-element a="1">Text</x-not-an-element>' ) );
same(
	'Kses removes an element\'s URL attributes that hold no web address (x-map\'s tiles too), and keeps the rest',
	'<x-cta href="https://elsewhere.example/"></x-cta><x-contact-form form-id="5"></x-contact-form><x-map tiles="https://tiles.example/{z}/{x}/{y}.png"></x-map><x-map></x-map>',
	wp_kses_post( '<x-cta href="https://elsewhere.example/"></x-cta><x-contact-form form-id="5" api-root="javascript:alert(2)"></x-contact-form><x-map tiles="https://tiles.example/{z}/{x}/{y}.png"></x-map><x-map tiles="JaVaScRiPt:alert(1)//{z}{x}{y}"></x-map>' )
);
same(
	'Kses keeps a JSON attribute in single quotes',
	'<x-countdown end="2030-01-01T00:00:00Z" labels=\'{"day":"Tag","days":"Tage"}\'></x-countdown>',
	wp_kses_post( '<x-countdown end="2030-01-01T00:00:00Z" labels=\'{"day":"Tag","days":"Tage"}\'></x-countdown>' )
);
wp_set_current_user( 0 );

// wpautop.
$GLOBALS['post'] = null;
$autop           = apply_filters( 'the_content', "<x-flip-card label=\"Card\">\n<h3>Front</h3>\n\nText.\n<div slot=\"back\">\n\nBack.\n\n</div>\n</x-flip-card>\n\nAfter." );
check(
	'an element on lines of its own keeps its content through wpautop',
	str_starts_with( $autop, "<x-flip-card label=\"Card\">\n<h3>Front</h3>\n\nText.\n<div slot=\"back\">\n\nBack.\n\n</div>\n</x-flip-card>" ) && str_contains( $autop, '<p>After.</p>' ),
	$autop
);
$inline = apply_filters( 'the_content', "Only <x-counter to=\"42\">42</x-counter> days left.\n\nNext." );
check( 'an element inside a sentence stays in its paragraph', str_starts_with( $inline, '<p>Only <x-counter to="42">42</x-counter> days left.</p>' ), $inline );
$shortcode = apply_filters( 'the_content', "[x-flip-card label=\"Card\"]\n<h3>Front</h3>\n\nText.\n[/x-flip-card]" );
check( 'an enclosing shortcode on lines of its own keeps its content through wpautop', str_starts_with( $shortcode, "<x-flip-card label=\"Card\">\n<h3>Front</h3>\n\nText.\n</x-flip-card>" ), $shortcode );
$block = apply_filters( 'the_content', "<!-- wp:shortcode -->\n[x-flip-card label=\"Card\"]\n<h3>Front</h3>\n\nText.\n[/x-flip-card]\n<!-- /wp:shortcode -->" );
check( 'the Shortcode block keeps the element whole', str_contains( $block, "<x-flip-card label=\"Card\">\n<h3>Front</h3>\n\nText.\n</x-flip-card>" ) && ! str_contains( $block, '<p><x-flip-card' ), $block );
$comment = apply_filters( 'the_content', 'A <!--x-elements:0--> comment.' );
check( 'a comment that looks like a placeholder is left alone', str_contains( $comment, '<!--x-elements:0-->' ), $comment );

$after_blocks = apply_filters( 'the_content', "Before.\n\n[x-flip-card label=\"Card\"]X[/x-flip-card]\n\nAfter." );
check( 'after a content with blocks, an element on lines of its own still leaves its paragraph', str_contains( $after_blocks, "<p>Before.</p>\n<x-flip-card label=\"Card\">X</x-flip-card>" ), $after_blocks );

// Elements of one group written side by side get a box of their own (tabs lay out in their parent).
$tabs = "<p>Plans:</p>\n\n[x-toggle kind=\"tab\" group=\"plans\" open][/x-toggle]\n\n[x-toggle kind=\"tab\" group=\"plans\"][/x-toggle]\n<x-toggle kind='tab' group='plans'></x-toggle>\n\n<p>After.</p>";
$boxed = apply_filters( 'the_content', $tabs );
check(
	'three tabs of one group written straight in a post share one box, and the text around them stays outside it',
	1 === preg_match( '#^<p>Plans:</p>\s*<div class="x-elements-group">(\s*<x-toggle [^>]*group=[\'"]plans[\'"][^>]*></x-toggle>\s*){3}</div>\s*<p>After.</p>$#', trim( $boxed ) ),
	$boxed
);
$apart = apply_filters( 'the_content', "<x-toggle kind=\"tab\" group=\"a\"></x-toggle>\n\n<p>Between.</p>\n\n<x-toggle kind=\"tab\" group=\"a\"></x-toggle>\n<x-toggle kind=\"tab\" group=\"b\"></x-toggle>\n<x-toggle kind=\"tab\"></x-toggle>" );
check( 'elements apart, of other groups or of none get no box', ! str_contains( $apart, 'x-elements-group' ), $apart );

// Server values for elements written as HTML.
$filled = apply_filters( 'the_content', '<x-countdown end="2030-01-01T00:00:00Z">A</x-countdown> <x-contact-form form-id="5"></x-contact-form>' );
check( 'a raw x-countdown gets server-time', 1 === preg_match( '#<x-countdown end="2030-01-01T00:00:00Z" server-time="\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ">#', $filled ), $filled );
check( 'a raw x-contact-form gets api-root from rest_url()', str_contains( $filled, 'api-root="' . esc_url( rest_url() ) . '"' ), $filled );
same(
	'an attribute the author set is kept as written',
	'<x-countdown server-time="x" end="y">',
	Markup::fill_missing( '<x-countdown server-time="x" end="y">', array( $plugin->glue(), 'values_for' ) )
);

// Rate My Post and Contact Form 7: server values and automatic wrapping (the plugins stood in for: their constants
// come from mu-wrapped-plugins.php).
add_shortcode( 'ratemypost', fn() => '<div class="rmp-widgets-container">Rate this post</div>' );
add_shortcode( 'contact-form-7', fn() => '<div class="wpcf7"><form><input type="hidden" name="_wpcf7" value="12" />Form</form></div>' );
$GLOBALS['post'] = get_post( wp_insert_post( array( 'post_title' => 'Rated', 'post_status' => 'publish', 'post_content' => 'x' ) ) );
setup_postdata( $GLOBALS['post'] );
$rated_id = (int) $GLOBALS['post']->ID;
$glue     = new Glue( $manifest, new Trust( $manifest ) );
same(
	'x-rating gets post-id, nonce and ajax-url when Rate My Post is active',
	array(
		'post-id'  => (string) $rated_id,
		'nonce'    => wp_create_nonce( 'rmp_public_nonce' ),
		'ajax-url' => admin_url( 'admin-ajax.php' ),
	),
	$glue->values_for( 'x-rating' )
);
// Rate My Post keeps a post's results in its meta: once rated, its elements show them as Rate My Post's widget does.
update_post_meta( $rated_id, 'rmp_avg_rating', '4.5' );
update_post_meta( $rated_id, 'rmp_vote_count', '2' );
$glue = new Glue( $manifest, new Trust( $manifest ) );
same(
	'x-rating and x-rating-results get the post\'s average and vote count from Rate My Post\'s post meta',
	array( '4.5', '2', '4.5', '2' ),
	array( $glue->values_for( 'x-rating' )['avg-rating'] ?? null, $glue->values_for( 'x-rating' )['vote-count'] ?? null, $glue->values_for( 'x-rating-results' )['avg-rating'] ?? null, $glue->values_for( 'x-rating-results' )['vote-count'] ?? null )
);
delete_post_meta( $rated_id, 'rmp_avg_rating' );
delete_post_meta( $rated_id, 'rmp_vote_count' );
$glue = new Glue( $manifest, new Trust( $manifest ) );
update_option( Wrapping::OPTION, array() );
same( 'without the option, [ratemypost] is left as it is', '<div class="rmp-widgets-container">Rate this post</div>', do_shortcode( '[ratemypost]' ) );
update_option( Wrapping::OPTION, array( 'rate-my-post', 'contact-form-7' ) );
same(
	'with the option, [ratemypost] is wrapped in x-rating, its markup the fallback',
	'<x-rating post-id="' . $rated_id . '" nonce="' . wp_create_nonce( 'rmp_public_nonce' ) . '" ajax-url="' . esc_url( admin_url( 'admin-ajax.php' ) ) . '"><div class="rmp-widgets-container">Rate this post</div></x-rating>',
	do_shortcode( '[ratemypost]' )
);
check( '[ratemypost id="9"] rates post 9', str_starts_with( do_shortcode( '[ratemypost id="9"]' ), '<x-rating post-id="9" ' ) );
same(
	'with the option, [contact-form-7] is wrapped in x-contact-form with form-id and api-root',
	'<x-contact-form form-id="12" api-root="' . esc_url( rest_url() ) . '" container-post="' . $rated_id . '"><div class="wpcf7"><form><input type="hidden" name="_wpcf7" value="12" />Form</form></div></x-contact-form>',
	do_shortcode( '[contact-form-7 id="f03ad68" title="Contact"]' )
);
update_option( Wrapping::OPTION, array( 'x-rating' ) );
same( 'a setting saved by an older version (a tag) counts for its system', array( 'rate-my-post' ), $plugin->wrapping()->chosen() );
update_option( Wrapping::OPTION, array() );
wp_reset_postdata();

// x-ai-search: the project from the settings, as attributes of that element only.
update_option( Glue::OPTION_AI_SEARCH_ID, '1234' );
update_option( Glue::OPTION_AI_SEARCH_KEY, 'key-5678' );
$with_search = $manifest;
same(
	'x-ai-search gets project-id and project-key from the settings',
	array(
		'project-id'  => '1234',
		'project-key' => 'key-5678',
	),
	( new Glue( $with_search, new Trust( $with_search ) ) )->values_for( 'x-ai-search' )
);
same( 'no other element gets the project', array( 'server-time' ), array_keys( ( new Glue( $with_search, new Trust( $with_search ) ) )->values_for( 'x-countdown' ) ) );
delete_option( Glue::OPTION_AI_SEARCH_ID );
delete_option( Glue::OPTION_AI_SEARCH_KEY );

// The script tag before WordPress 6.5.
same(
	'the autoloader\'s script tag is a module',
	"<script type=\"module\" src='https://example.org/x-elements.js' id='x-elements-js'></script>\n",
	$plugin->module_script_tag( "<script type='text/javascript' src='https://example.org/x-elements.js' id='x-elements-js'></script>\n", 'x-elements' )
);
same( 'other scripts are left alone', '<script src="a.js"></script>', $plugin->module_script_tag( '<script src="a.js"></script>', 'jquery' ) );

// The settings page.
wp_set_current_user( $admin->ID );
set_current_screen( 'settings_page_x-elements' );
$settings = new Settings( $plugin );
$settings->register();
ob_start();
$settings->render();
$page    = (string) ob_get_clean();
$missing = array();
foreach ( $manifest->tags() as $tag ) {
	$examples = $manifest->examples( $tag );
	$expected = $examples ? esc_textarea( Manifest::as_shortcode( $plugin->site_example( $examples[0]['html'] ) ) ) : '[' . $tag . ']';
	if ( ! str_contains( $page, 'id="x-elements-' . $tag . '"' ) || ! str_contains( $page, $expected ) || ! str_contains( $page, '(<code>' . Blocks::block_name( $tag ) . '</code>)' ) ) {
		$missing[] = $tag;
	}
}
check( 'the settings page lists every element with its block and its shortcode example (as a site uses it)', ! $missing, $missing );
check( 'the settings page links to a new post, to insert blocks', str_contains( $page, 'href="' . esc_url( admin_url( 'post-new.php' ) ) . '"' ), $page );
check(
	'the settings page has the wrapping and AI search options',
	str_contains( $page, 'name="x_elements_autowrap[]" value="rate-my-post"' ) && str_contains( $page, 'name="x_elements_autowrap[]" value="contact-form-7"' ) && str_contains( $page, 'name="x_elements_autowrap[]" value="mc4wp"' ) && str_contains( $page, 'name="x_elements_autowrap[]" value="comments"' ) && str_contains( $page, 'name="x_elements_ai_search_project_id"' ) && str_contains( $page, 'name="x_elements_ai_search_project_key"' ),
	$page
);
same( 'only systems that elements wrap are stored', array( 'rate-my-post' ), $settings->sanitize_autowrap( array( 'rate-my-post', 'x-countdown', '<b>' ) ) );
check( 'each system says which scripts it replaces', str_contains( $page, 'Its scripts (contact-form-7, swv) are replaced on pages with a wrapped output' ), $page );

// The blocks: one per element, generated from the manifest.
$registry   = WP_Block_Type_Registry::get_instance();
$no_block   = array();
$wrong_kind = array();
$kinds      = array();
foreach ( $manifest->tags() as $tag ) {
	$type = $registry->get_registered( Blocks::block_name( $tag ) );
	if ( ! $type || ! is_callable( $type->render_callback ) || 'x-elements' !== $type->category || 3 !== $type->api_version || ! in_array( Blocks::EDITOR_SCRIPT, (array) ( $type->editor_script_handles ?? array( $type->editor_script ) ), true ) || '' === (string) $type->description || array_diff( explode( '-', substr( $tag, 2 ) ), $type->keywords ) ) {
		$no_block[] = $tag;
		continue;
	}
	$server   = $manifest->server_values( $tag )['values'];
	$controls = array_column( Blocks::controls( $manifest, $tag ), null, 'name' );
	foreach ( $manifest->attributes( $tag ) as $name => $attribute ) {
		$control  = $controls[ $name ]['control'] ?? '(none)';
		$expected = match ( true ) {
			isset( $server[ $name ] )          => array( 'server' ),
			'boolean' === $attribute['kind']   => array( 'toggle' ),
			'enum' === $attribute['kind']      => array( 'select' ),
			'number' === $attribute['kind']    => array( 'number' ),
			'date' === $attribute['kind']      => array( 'date' ),
			'json' === $attribute['kind']      => array( 'fields', 'json' ),
			'url' === $attribute['format']     => array( 'url' ),
			str_starts_with( $attribute['type'], 'Array<"' ) => array( 'tokens' ),
			default                            => array( 'text', 'url' ),
		};
		$kinds[ $control ] = true;
		if ( ! in_array( $control, $expected, true ) || ! isset( $type->attributes[ $attribute['field'] ] ) ) {
			$wrong_kind[] = "$tag $name: $control";
		}
	}
}
check( 'every tag of the manifest has a block (x-elements/<name>, its summary, keywords, category, editor script)', ! $no_block && count( $manifest->tags() ) > 20, $no_block );
check( 'every attribute has a block attribute and a control of its kind', ! $wrong_kind, $wrong_kind );
same( 'every kind of control is used', array( 'date', 'fields', 'json', 'number', 'select', 'server', 'text', 'toggle', 'tokens', 'url' ), ( static function ( array $kinds ): array {
	$names = array_keys( $kinds );
	sort( $names );
	return $names;
} )( $kinds ) );
$countdown_controls = array_column( Blocks::controls( $manifest, 'x-countdown' ), null, 'name' );
same( 'hide-empty is the block attribute hideEmpty', 'hideEmpty', $countdown_controls['hide-empty']['field'] );
same( 'a number control has the declaration\'s bounds', array( 0.0, 19.0 ), array( array_column( Blocks::controls( $manifest, 'x-map' ), null, 'name' )['zoom']['min'], array_column( Blocks::controls( $manifest, 'x-map' ), null, 'name' )['zoom']['max'] ) );
same( 'a video\'s poster and src are chosen from the media library', array( 'image', 'video' ), array( array_column( Blocks::controls( $manifest, 'x-video' ), null, 'name' )['poster']['media'] ?? '', array_column( Blocks::controls( $manifest, 'x-video' ), null, 'name' )['src']['media'] ?? '' ) );
same( 'a PDF\'s src is chosen from the media library', 'application/pdf', array_column( Blocks::controls( $manifest, 'x-pdf' ), null, 'name' )['src']['media'] ?? '' );
same( 'the toggle\'s kinds are its select\'s options', array( 'dropdown', 'modal', 'offcanvas', 'collapse', 'tab', 'layered' ), array_column( Blocks::controls( $manifest, 'x-toggle' ), null, 'name' )['kind']['options'] ?? null );
check( 'the inserter finds tabs and modal (examples of x-toggle)', in_array( 'tabs', Blocks::keywords( $manifest, 'x-toggle' ), true ) && in_array( 'modal', Blocks::keywords( $manifest, 'x-toggle' ), true ), Blocks::keywords( $manifest, 'x-toggle' ) );

wp_set_current_user( 0 );
$block_html = do_blocks( '<!-- wp:x-elements/countdown {"end":"2030-12-31T23:59:59+01:00","hideEmpty":"false","leadingZeros":"true","className":"big \"><b"} --><p>Offer ends 31 December</p><!-- /wp:x-elements/countdown -->' );
check(
	'a block renders its element around its inner content: changed attributes, the block class, the server time',
	1 === preg_match( '#^<x-countdown end="2030-12-31T23:59:59\+01:00" leading-zeros hide-empty="false" class="wp-block-x-elements-countdown big b" server-time="[0-9T:Z-]+"><p>Offer ends 31 December</p></x-countdown>$#', trim( $block_html ) ),
	$block_html
);
$escaped = do_blocks( '<!-- wp:x-elements/countdown {"completeMessage":"\u0022 onclick=\u0022alert(1)","end":"x\u003cscript\u003e"} --><p>F</p><!-- /wp:x-elements/countdown -->' );
check( 'block attribute values are escaped as attributes', str_contains( $escaped, 'complete-message="&quot; onclick=&quot;alert(1)"' ) && ! str_contains( $escaped, '<script' ), $escaped );
$video = do_blocks( '<!-- wp:x-elements/video {"src":"javascript:alert(1)","poster":"/wp-content/uploads/poster.png"} /-->' );
check( 'a block\'s URL attribute with a bad protocol is dropped', ! str_contains( $video, 'javascript' ) && str_contains( $video, '<x-video' ), $video );
$poster = do_blocks( '<!-- wp:x-elements/video {"poster":"javascript:alert(1)"} /-->' ) . do_shortcode( '[x-video poster="javascript:alert(2)"]' );
check( 'a poster with a bad protocol is dropped too (a block\'s, a shortcode\'s)', ! str_contains( $poster, 'javascript' ) && 2 === substr_count( $poster, '<x-video' ), $poster );
// Without the plugin (its block type gone), WordPress prints a block's saved content: the fallback.
$countdown_type = $registry->unregister( 'x-elements/countdown' );
$without        = do_blocks( '<!-- wp:x-elements/countdown {"end":"2030-12-31T23:59:59Z"} --><p>Offer ends</p><!-- /wp:x-elements/countdown -->' );
$registry->register( $countdown_type );
same( 'without the plugin, a block post shows the block\'s fallback content', '<p>Offer ends</p>', trim( $without ) );
wp_set_current_user( $author->ID );
kses_init();
$saved = wp_unslash( wp_filter_post_kses( wp_slash( '<!-- wp:x-elements/toggle {"kind":"modal","label":"News \u003cb\u003e"} --><button slot="trigger" type="button">Open</button><p>Panel</p><!-- /wp:x-elements/toggle -->' ) ) );
check( 'an author\'s block passes Kses: attributes and the slotted trigger kept', str_contains( $saved, '"kind":"modal"' ) && str_contains( $saved, '<button slot="trigger" type="button">Open</button>' ), $saved );
wp_set_current_user( 0 );
$media = $plugin->site_example( '<x-video poster="/media/clip-poster.svg"><a href="/media/clip.webm">x</a><img src="/media/missing.png"></x-video>' );
check( 'examples take their media from the plugin\'s own folder', str_contains( $media, 'poster="' . plugins_url( 'media/clip-poster.svg', $plugin->dir() . 'x-elements.php' ) . '"' ) && str_contains( $media, 'src="/media/missing.png"' ), $media );
$demo = $plugin->site_example( '<x-map lat="51.5" tiles="/media/tiles/{z}/{x}/{y}.svg" geocoder=\'/media/geocode?q={query}\' zoom="3"><x-video poster="/media/clip-poster.svg" post-id="7"></x-video></x-map>' );
same( 'an example\'s demo-only addresses are left out (the element\'s default applies), its media kept', '<x-map lat="51.5" zoom="3"><x-video poster="' . plugins_url( 'media/clip-poster.svg', $plugin->dir() . 'x-elements.php' ) . '" post-id="7"></x-video></x-map>', $demo );
// Every example as a site uses it (settings page, block templates): no demo address, no value the server fills.
$unfit = array();
foreach ( $manifest->tags() as $tag ) {
	foreach ( $manifest->examples( $tag ) as $i => $example ) {
		$site = $plugin->site_example( $example['html'] );
		if ( preg_match( '#["\']/media/#', $site ) ) {
			$unfit[] = "$tag #$i: a demo address";
		}
		preg_match_all( '#<(x-[a-z0-9-]+)([^>]*)>#', $site, $opening, PREG_SET_ORDER );
		foreach ( $opening as [ , $element, $attributes ] ) {
			foreach ( array_keys( $manifest->server_values( $element )['values'] ) as $name ) {
				if ( preg_match( '#\s' . preg_quote( $name, '#' ) . '[\s=>]#', $attributes . '>' ) ) {
					$unfit[] = "$tag #$i: $element $name";
				}
			}
		}
	}
}
check( 'every example, as a site uses it, has no demo-only address and leaves the server\'s values to the server', ! $unfit, $unfit );
$map_example = elements_of( $plugin->site_example( $manifest->examples( 'x-map' )[0]['html'] ) )[0]['attributes'];
check( 'the map\'s example uses the element\'s default tiles (OpenStreetMap) at its own coordinates, with its markers', ! isset( $map_example['tiles'] ) && ! isset( $map_example['geocoder'] ) && isset( $map_example['lat'], $map_example['lng'], $map_example['markers'] ), $map_example );
$invented = array();
foreach ( array( 'x-rating', 'x-rating-results' ) as $tag ) {
	foreach ( $manifest->examples( $tag ) as $example ) {
		$site = $plugin->site_example( $example['html'] );
		$attributes = elements_of( $site )[0]['attributes'];
		if ( isset( $attributes['post-id'] ) || isset( $attributes['avg-rating'] ) || isset( $attributes['vote-count'] ) || preg_match( '#\d\s*/\s*5|votes#', $site ) ) {
			$invented[] = $site;
		}
	}
}
check( 'a rating\'s examples rate the post they are placed in, with its own results: no post id, no invented numbers', ! $invented, $invented );


// Trust: what an author without unfiltered_html may point an element at (the manifest's urlUse of each attribute).
$trust = new Trust( $manifest );
same(
	'each URL attribute declares its use in the manifest',
	array(
		'x-ai-search script-src'   => 'script',
		'x-contact-form api-root'  => 'endpoint',
		'x-cta href'               => 'link',
		'x-map tiles'              => 'media',
		'x-pdf viewer-url'         => 'frame',
		'x-rating ajax-url'        => 'endpoint',
		'x-newsletter-form action' => 'endpoint',
		'x-comment-reply action'   => 'endpoint',
	),
	array(
		'x-ai-search script-src'   => $manifest->attributes( 'x-ai-search' )['script-src']['url_use'],
		'x-contact-form api-root'  => $manifest->attributes( 'x-contact-form' )['api-root']['url_use'],
		'x-cta href'               => $manifest->attributes( 'x-cta' )['href']['url_use'],
		'x-map tiles'              => $manifest->attributes( 'x-map' )['tiles']['url_use'],
		'x-pdf viewer-url'         => $manifest->attributes( 'x-pdf' )['viewer-url']['url_use'],
		'x-rating ajax-url'        => $manifest->attributes( 'x-rating' )['ajax-url']['url_use'],
		'x-newsletter-form action' => $manifest->attributes( 'x-newsletter-form' )['action']['url_use'],
		'x-comment-reply action'   => $manifest->attributes( 'x-comment-reply' )['action']['url_use'],
	)
);
$site_host = (string) wp_parse_url( home_url( '/' ), PHP_URL_HOST );
$refusals  = array(
	array( 'x-ai-search', 'script-src', 'https://evil.example/evil.js', true ),
	array( 'x-ai-search', 'script-src', '//evil.example/evil.js', true ),
	array( 'x-ai-search', 'script-src', 'https://cdn.customgpt.ai/js/sge.js', false ),
	array( 'x-ai-search', 'script-src', '/search/sge.js', false ),
	array( 'x-contact-form', 'api-root', 'https://evil.example/wp-json/', true ),
	array( 'x-contact-form', 'api-root', home_url( '/wp-json/' ), false ),
	array( 'x-newsletter-form', 'action', 'https://evil.example/collect', true ),
	array( 'x-rating', 'ajax-url', 'https://evil.example/wp-admin/admin-ajax.php', true ),
	array( 'x-pdf', 'viewer-url', 'https://evil.example/viewer.html', true ),
	array( 'x-comment-reply', 'action', 'https://evil.example/wp-comments-post.php', true ),
	array( 'x-map', 'geocoder', 'https://evil.example/search?q={query}', true ),
	array( 'x-map', 'tiles', 'javascript:alert(1)//{z}{x}{y}', true ),
	array( 'x-map', 'tiles', 'https://tiles.example/{z}/{x}/{y}.png', false ),
	array( 'x-cta', 'href', 'https://elsewhere.example/', false ),
	array( 'x-cta', 'href', ' JaVa&#10;Script:alert(1)', true ),
	array( 'x-video', 'poster', 'data:image/svg+xml,<svg onload=alert(1)>', true ),
	array( 'x-countdown', 'end', 'javascript:alert(1)', false ),
);
$wrong = array();
foreach ( $refusals as [ $tag, $name, $value, $refused ] ) {
	if ( $trust->refuses( $tag, $name, $value ) !== $refused ) {
		$wrong[] = "$tag $name=$value should be " . ( $refused ? 'refused' : 'kept' );
	}
}
check( 'an author may not point an endpoint, a script or a frame off the site, nor any URL attribute at javascript: or data:', ! $wrong, $wrong );
update_option( Trust::OPTION_ALLOWED_HOSTS, Trust::sanitize_hosts( "api.partner.example\nhttps://widgets.partner.example, https://x.example/path, javascript:x, *.example" ) );
same( 'the allowed hosts keep hosts and origins only', "api.partner.example\nhttps://widgets.partner.example", get_option( Trust::OPTION_ALLOWED_HOSTS ) );
check(
	'an allowed host may be reached (a host on any scheme, an origin on its own)',
	! $trust->refuses( 'x-contact-form', 'api-root', 'https://api.partner.example/wp-json/' )
		&& ! $trust->refuses( 'x-ai-search', 'script-src', 'https://widgets.partner.example/sge.js' )
		&& $trust->refuses( 'x-ai-search', 'script-src', 'http://widgets.partner.example/sge.js' )
);
ob_start();
$trust->print_meta();
same( 'the allowed hosts are printed for the elements', '<meta name="x-elements-allowed-hosts" content="api.partner.example https://widgets.partner.example">' . "\n", ob_get_clean() );
$author_user = get_user_by( 'login', 'author' );
wp_set_current_user( $author_user ? $author_user->ID : 0 );
same( 'a user who may not post unfiltered HTML cannot change the allowed hosts', "api.partner.example\nhttps://widgets.partner.example", Trust::sanitize_hosts( 'evil.example' ) );
wp_set_current_user( 1 );
check( 'an administrator who may post unfiltered HTML changes them', 'evil.example' === Trust::sanitize_hosts( 'evil.example' ) || is_multisite() );
wp_set_current_user( 0 );
delete_option( Trust::OPTION_ALLOWED_HOSTS );
ob_start();
$trust->print_meta();
same( 'no allowed hosts, no meta', '', ob_get_clean() );
same(
	'saved markup loses what an author may not give, and keeps the rest',
	'<x-ai-search project-id="p"><form></form></x-ai-search><x-rating post-id="6"></x-rating><x-cta href="https://elsewhere.example/">a</x-cta>',
	$trust->clean_html( '<x-ai-search script-src="https://evil.example/evil.js" project-id="p"><form></form></x-ai-search><x-rating ajax-url="//evil.example/a" post-id="6"></x-rating><x-cta href="https://elsewhere.example/">a</x-cta>' )
);
same(
	'an x-elements block loses the attributes an author may not give, and keeps the rest',
	'<!-- wp:x-elements/ai-search {"projectId":"p"} /--><!-- wp:x-elements/pdf /-->',
	$trust->clean_block_attributes( '<!-- wp:x-elements/ai-search {"scriptSrc":"https://evil.example/evil.js","projectId":"p"} /--><!-- wp:x-elements/pdf {"viewerUrl":"https://evil.example/v.html"} /-->' )
);
$nonce_source = array_search( true, array_map( static fn( string $source ): bool => str_starts_with( $source, 'nonce:' ), $manifest->server_values( 'x-rating' )['values'] ), true );
if ( false !== $nonce_source ) {
	$nonce_glue = new Glue( $manifest, $trust );
	check(
		'no nonce of the site for an element whose endpoint the markup points elsewhere; the site\'s own endpoint gets it',
		! isset( $nonce_glue->values_for( 'x-rating', array( 'ajax-url' => 'https://partner.example/wp-admin/admin-ajax.php' ) )[ $nonce_source ] )
			&& ( ! Glue::present( $manifest->server_values( 'x-rating' )['when'] ) || isset( $nonce_glue->values_for( 'x-rating', array( 'ajax-url' => '/wp-admin/admin-ajax.php' ) )[ $nonce_source ] ) )
	);
}

// Server values read where a plugin keeps its settings.
update_option( 'x_unit_settings', array( 'on' => 2, 'off' => 1, 'texts' => array( 'a' => 'Alpha', 'b' => '' ), 'key' => 'k-1' ) );
same(
	'a server value reads key paths, tests, picks of keys, merged objects and conditions',
	array( '2', 'true', 'false', 'true', '{"first":"Alpha"}', '{"first":"Alpha","on":"2"}', 'k-1', '', '' ),
	array(
		X_Elements\Server_Value::read( 'option:x_unit_settings.on', 0 ),
		X_Elements\Server_Value::read( 'option:x_unit_settings.on==2', 0 ),
		X_Elements\Server_Value::read( 'option:x_unit_settings.off==2', 0 ),
		X_Elements\Server_Value::read( 'option:x_unit_settings.missing!=2', 0 ),
		X_Elements\Server_Value::read( 'option:x_unit_settings.texts{first=a,second=b}', 0 ),
		X_Elements\Server_Value::read( 'option:x_unit_settings.texts{first=a} + option:x_unit_settings{on}', 0 ),
		X_Elements\Server_Value::read( 'option:x_unit_settings.key if option:x_unit_settings.on==2', 0 ),
		X_Elements\Server_Value::read( 'option:x_unit_settings.key if option:x_unit_settings.off==2', 0 ),
		X_Elements\Server_Value::read( 'call:No_Such_Class::method', 0 ),
	)
);
same( 'a server value asks an active plugin\'s static method', 'true', X_Elements\Server_Value::read( 'call:Rate_My_Post_Public::is_not_votable!=true', 0 ) );
delete_option( 'x_unit_settings' );

// Every wrap and server value comes from the manifest: the plugin's PHP names no element.
$php_code = '';
foreach ( glob( $plugin->dir() . 'includes/*.php' ) as $php_file ) {
	foreach ( token_get_all( (string) file_get_contents( $php_file ) ) as $token ) {
		$php_code .= is_array( $token ) ? ( in_array( $token[0], array( T_COMMENT, T_DOC_COMMENT ), true ) ? '' : $token[1] ) : $token;
	}
}
check( 'the plugin\'s PHP code names no element and no other plugin', 0 === preg_match( '/x-(rating|contact-form|newsletter-form|comment-reply|countdown)|ratemypost|wpcf7|mc4wp/i', $php_code ) );

echo "php: {$results['passed']} passed, {$results['failed']} failed\n";
exit( $results['failed'] > 0 ? 1 : 0 );
