<?php
/**
 * `<link rel="modulepreload">` for the code of the elements a page holds: React, the runtime, each element's chunk
 * and every chunk those import. Without them the browser finds each level only once the one before has run
 * (the autoloader, then React, then the runtime, then the element's chunk, then its imports); with them it fetches
 * all at once while it reads the page.
 *
 * Which elements: those in the page's output so far. A block theme renders the whole page before `<head>`: the links
 * go there. A classic theme renders its content after it: the links for what came later go in the footer, next to
 * the autoloader, which a classic theme prints there too.
 *
 * The chunk graph is read from the plugin's dist/ (the autoloader's map of tags to chunks, each chunk's static
 * imports), once per build.
 *
 * @package X_Elements
 */

namespace X_Elements;

defined( 'ABSPATH' ) || exit;

/**
 * The preload links of the page's elements.
 */
final class Preloads {

	/**
	 * The transient holding the chunk graph of a build.
	 */
	private const GRAPH_TRANSIENT = 'x_elements_chunk_graph';

	/**
	 * The x- tags of the page's output so far, as keys.
	 *
	 * @var array<string, true>
	 */
	private array $tags = array();

	/**
	 * The chunks already given a link, as keys.
	 *
	 * @var array<string, true>
	 */
	private array $linked = array();

	/**
	 * Binds the preloads to the plugin.
	 *
	 * @param Plugin $plugin The plugin.
	 */
	public function __construct( private Plugin $plugin ) {
	}

	/**
	 * Adds the hooks.
	 */
	public function hooks(): void {
		// Last, when each block's and each post's output is final (wrapped, shortcodes done).
		add_filter( 'render_block', array( $this, 'note_tags' ), 999 );
		add_filter( 'the_content', array( $this, 'note_tags' ), 999 );
		// After the wrapping's own (999): a classic theme's comment section, wrapped through the plugin's template.
		add_filter( 'comments_template', array( $this, 'note_comment_section' ), 1000 );
		add_action( 'wp_head', array( $this, 'print_links' ), 9 );
		// After the stylesheet of elements found late is enqueued (wp_footer, 1).
		add_action( 'wp_footer', array( $this, 'print_links' ), 2 );
	}

	/**
	 * Filter render_block and the_content: notes the x- tags of an output.
	 *
	 * @param string|mixed $html The output.
	 * @return string|mixed The same output.
	 */
	public function note_tags( $html ) {
		if ( is_string( $html ) && false !== stripos( $html, '<x-' ) && preg_match_all( '/<(x-[a-z0-9-]+)[\s>\/]/i', $html, $found ) ) {
			foreach ( $found[1] as $tag ) {
				$this->tags[ strtolower( $tag ) ] = true;
			}
		}
		return $html;
	}

	/**
	 * Filter comments_template: the comment section's element, when the wrapping put the theme's comments in it.
	 *
	 * @param string|mixed $template The comments template.
	 * @return string|mixed The same template.
	 */
	public function note_comment_section( $template ) {
		if ( $template === $this->plugin->dir() . 'templates/comments.php' ) {
			$this->note_tags( $this->plugin->wrapping()->comment_section_tags()['open'] );
		}
		return $template;
	}

	/**
	 * Actions wp_head and wp_footer: a link for each chunk the page's elements need and no link has named yet, on
	 * pages that load the elements' script.
	 */
	public function print_links(): void {
		if ( ! $this->tags || ! wp_style_is( 'x-elements', 'enqueued' ) ) {
			return;
		}
		foreach ( $this->chunks_for( array_keys( $this->tags ) ) as $chunk ) {
			if ( isset( $this->linked[ $chunk ] ) ) {
				continue;
			}
			$this->linked[ $chunk ] = true;
			// The address the autoloader imports (relative to it, so without its ?ver=): the same module.
			printf( "<link rel=\"modulepreload\" href=\"%s\">\n", esc_url( $this->plugin->dist_url( 'chunks/' . $chunk ) ) );
		}
	}

	/**
	 * The chunks the given tags need: the loader's (React, the runtime), each tag's own, and their static imports.
	 *
	 * @param list<string> $tags Tags.
	 * @return list<string> Chunk file names in dist/chunks/.
	 */
	private function chunks_for( array $tags ): array {
		$graph = $this->graph();
		$todo  = $graph['loader'];
		foreach ( $tags as $tag ) {
			if ( isset( $graph['elements'][ $tag ] ) ) {
				$todo[] = $graph['elements'][ $tag ];
			}
		}
		$chunks = array();
		while ( $todo ) {
			$chunk = array_shift( $todo );
			if ( isset( $chunks[ $chunk ] ) ) {
				continue;
			}
			$chunks[ $chunk ] = true;
			$todo             = array_merge( $todo, $graph['imports'][ $chunk ] ?? array() );
		}
		return array_keys( $chunks );
	}

	/**
	 * The build's chunk graph: `elements` (tag => its chunk), `loader` (the chunks the autoloader loads before any
	 * element's) and `imports` (chunk => the chunks it imports statically), kept until the next build.
	 *
	 * @return array{elements: array<string, string>, loader: list<string>, imports: array<string, list<string>>}
	 */
	private function graph(): array {
		$version = $this->plugin->asset_version();
		$stored  = get_transient( self::GRAPH_TRANSIENT );
		if ( is_array( $stored ) && ( $stored['version'] ?? '' ) === $version ) {
			return $stored['graph'];
		}
		$graph = self::read_graph( $this->plugin->dir() . 'dist/' );
		set_transient(
			self::GRAPH_TRANSIENT,
			array(
				'version' => $version,
				'graph'   => $graph,
			)
		);
		return $graph;
	}

	/**
	 * Reads the chunk graph from a dist/ folder.
	 *
	 * @param string $dist The folder, with a trailing slash.
	 * @return array{elements: array<string, string>, loader: list<string>, imports: array<string, list<string>>}
	 */
	private static function read_graph( string $dist ): array {
		$autoloader = (string) @file_get_contents( $dist . 'x-elements.js' ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged, WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of the plugin; missing: no links.
		// "x-name":()=>import(`./chunks/x-name-HASH.js`): a tag's chunk; the other imports are the loader's.
		preg_match_all( '/"(x-[a-z0-9-]+)":\(\)=>import\([`"\']\.\/chunks\/([\w.-]+\.js)[`"\']\)/', $autoloader, $elements );
		preg_match_all( '/import\([`"\']\.\/chunks\/([\w.-]+\.js)[`"\']\)/', $autoloader, $all );
		$element_chunks = array_combine( $elements[1], $elements[2] );
		$graph          = array(
			'elements' => $element_chunks,
			'loader'   => array_values( array_unique( array_diff( $all[1], $element_chunks ) ) ),
			'imports'  => array(),
		);
		$todo           = array_merge( $graph['loader'], array_values( $element_chunks ) );
		while ( $todo ) {
			$chunk = array_shift( $todo );
			if ( isset( $graph['imports'][ $chunk ] ) ) {
				continue;
			}
			$code = (string) @file_get_contents( $dist . 'chunks/' . $chunk ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged, WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- as above.
			// Static imports only (`from"./x.js"`, `import"./x.js"`): a dynamic import( ) is fetched when it is needed.
			preg_match_all( '/(?:\bfrom|\bimport)\s*"\.\/([\w.-]+\.js)"/', $code, $imports );
			$graph['imports'][ $chunk ] = array_values( array_unique( $imports[1] ) );
			$todo                       = array_merge( $todo, $graph['imports'][ $chunk ] );
		}
		return $graph;
	}
}
