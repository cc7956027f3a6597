/*
 * The globals the plugin's editor scripts (x-elements/assets/blocks.js and blocks/*.js) use, for their type check
 * (tsconfig.wordpress.json). WordPress gives them as wp.* scripts, not modules, and the plugin has no build step, so
 * their types are written here: what the scripts call, as WordPress documents it. Components and their props are
 * WordPress's (@wordpress/components, not a dependency of this project): typed as components of any props.
 */
import type { ComponentType, createElement, Fragment, ReactNode, useCallback, useEffect, useState } from "react";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- WordPress's components' props are not typed here
type WpComponent = ComponentType<any>;

/** A block as the block editor holds it. */
interface Block {
  clientId: string;
  name: string;
  isValid: boolean;
  attributes: Record<string, unknown>;
  innerBlocks: Block[];
}

type Attributes = Record<string, unknown>;
type Template = [string, Attributes?, Template[]?];

/** The block editor's store, as select("core/block-editor") and dispatch("core/block-editor") give it (the parts used). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each store has its own selectors and actions
type Store = Record<string, (...args: any[]) => any>;

interface ShortcodeMatch {
  index: number;
  content: string;
  shortcode: { tag: string; attrs: { named: Record<string, string>; numeric: string[] }; content?: string };
}

declare global {
  interface Window {
    wp: typeof wp;
    /** The elements' data the plugin prints for the editor (includes/class-blocks.php, editor_data). */
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON read from the manifest, described in class-blocks.php
    xElementsBlocks: any[] | undefined;
    /** The autoloader's address. */
    xElementsAutoloader: string | undefined;
    /** What each editor script gives the next ones. */
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the scripts' own functions, each documented where written
    xElementsBlockKit: Record<string, any>;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- parts.js's functions, documented there
    xElementsBlockParts: Record<string, any>;
    /** Set once the editor's console warnings are watched in a window (the editor's or its canvas iframe's). */
    xElementsWatched?: boolean;
  }

  const wp: {
    element: {
      createElement: typeof createElement;
      Fragment: typeof Fragment;
      RawHTML: ComponentType<{ children?: string }>;
      useState: typeof useState;
      useEffect: typeof useEffect;
      useCallback: typeof useCallback;
    };
    blocks: {
      registerBlockType(name: string, settings: Record<string, unknown>): unknown;
      registerBlockVariation(blockName: string, variation: Record<string, unknown>): void;
      createBlock(name: string, attributes?: Attributes, innerBlocks?: Block[]): Block;
      createBlocksFromInnerBlocksTemplate(template: Template[]): Block[];
      getBlockVariations(name: string): Array<{ isDefault?: boolean; attributes: Attributes; innerBlocks: Template[] }>;
      rawHandler(options: { HTML: string }): Block[];
      serialize(blocks: Block[]): string;
    };
    blockEditor: {
      BlockControls: WpComponent;
      InspectorControls: WpComponent;
      MediaUpload: WpComponent;
      MediaUploadCheck: WpComponent;
      RichText: WpComponent & { Content: WpComponent };
      InnerBlocks: WpComponent & { Content: WpComponent; ButtonBlockAppender: WpComponent };
      useBlockProps: ((props?: Record<string, unknown>) => Record<string, unknown>) & {
        save(props?: Record<string, unknown>): Record<string, unknown>;
      };
      useInnerBlocksProps: (props: Record<string, unknown>, options?: Record<string, unknown>) => Record<string, unknown>;
      /** The same before WordPress 5.9. */
      __experimentalUseInnerBlocksProps?: (props: Record<string, unknown>, options?: Record<string, unknown>) => Record<string, unknown>;
    };
    components: Record<string, WpComponent>;
    data: {
      select(store: string): Store;
      dispatch(store: string): Store;
      useSelect<T>(map: (select: (store: string) => Store) => T, deps: unknown[]): T;
      useDispatch(store: string): Store;
    };
    date: {
      getSettings(): { formats: { date: string; time: string; datetime?: string }; timezone: { offset: number | string } };
      dateI18n(format: string, date: string | number | Date): string;
    };
    i18n: {
      __(text: string, domain: string): string;
      _n(single: string, plural: string, count: number, domain: string): string;
      sprintf(format: string, ...args: unknown[]): string;
    };
    shortcode: { next(tag: string, text: string, index?: number): ShortcodeMatch | undefined };
    domReady(callback: () => void): void;
    plugins?: { registerPlugin(name: string, settings: { render: () => ReactNode; icon?: unknown }): void };
    editor?: { PluginDocumentSettingPanel?: WpComponent };
    editPost?: { PluginDocumentSettingPanel?: WpComponent };
  };
}
