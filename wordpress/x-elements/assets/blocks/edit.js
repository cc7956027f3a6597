/*
 * A block's editor: the real element in the canvas with its content as inner blocks, its settings in the sidebar, a
 * placeholder where a media element has nothing to show yet, and the site's forms picked by their titles.
 */
(function (wp, kit) {
  "use strict";
  if (!wp || !wp.blocks) return;
  const { Fragment, useState, useCallback } = wp.element;
  const { __ } = wp.i18n;
  const el = wp.element.createElement;
  const parts = window.xElementsBlockParts;
  const be = wp.blockEditor;
  const useInnerBlocksProps = wp.blockEditor.useInnerBlocksProps || wp.blockEditor.__experimentalUseInnerBlocksProps;
  const c = wp.components;
  const { Control, UrlControl, asPreview, elementAttributes, previewValues, watchConsole } = kit;

  /** The site's form a block shows (Contact Form 7's, MC4WP's), picked by its title. */
  function FormControl({ element, value, set }) {
    if (!element.forms.length)
      return el(
        c.Notice,
        { status: "info", isDismissible: false },
        __("The site has no form of this kind yet: create one in its plugin first.", "x-elements"),
      );
    return el(c.SelectControl, {
      __nextHasNoMarginBottom: true,
      __next40pxDefaultSize: true,
      label: __("Form", "x-elements"),
      help: __("One of the site's forms. Without x-elements the post shows this form as its plugin prints it.", "x-elements"),
      value: value ?? "",
      options: [
        { label: __("Choose a form", "x-elements"), value: "" },
        ...element.forms.map((form) => ({ label: form.title, value: String(form.id) })),
      ],
      onChange: (next) => set(next === "" ? undefined : next),
    });
  }

  /** A media element that has nothing to show yet (a video just inserted): where to choose its file or address. */
  function SourcePlaceholder({ element, set, blockProps }) {
    const src = element.controls.find((control) => control.name === "src");
    return el(
      "div",
      blockProps,
      el(
        c.Placeholder,
        {
          icon: element.icon,
          label: element.title,
          instructions:
            src.media === "video"
              ? __("Choose a video file, or paste a YouTube or Vimeo address.", "x-elements")
              : __("Choose a PDF file, or paste its address.", "x-elements"),
        },
        el(UrlControl, { label: src.label, help: "", placeholder: "https://", value: undefined, set, media: src.media }),
      ),
    );
  }

  function edit(element) {
    const controls = element.controls.filter((control) => control.control !== "server");
    const own = controls.filter((control) => !control.advanced);
    const advanced = controls.filter((control) => control.advanced);
    const hasSource = element.controls.some((control) => control.name === "src" && ["video", "application/pdf"].includes(control.media));
    return function Edit({ attributes, setAttributes, clientId }) {
      const [editing, setEditing] = useState(false);
      const watch = useCallback((node) => {
        if (!node || node.xElementsPreview) return;
        node.xElementsPreview = true;
        watchConsole(node.ownerDocument.defaultView);
        asPreview(node);
      }, []);
      const postId = wp.data.useSelect((select) => (select("core/editor") ? select("core/editor").getCurrentPostId() : null), []);
      const innerCount = wp.data.useSelect((select) => select("core/block-editor").getBlockCount(clientId), [clientId]);
      const html = editing ? {} : { ...previewValues(element, postId), ...elementAttributes(element, attributes) };
      const blockProps = be.useBlockProps({ ...html, ref: watch, className: editing ? "x-elements-editing" : undefined });
      // The appender only while the content is edited: inside the element it would be one more child (a slide).
      const innerProps = useInnerBlocksProps(blockProps, {
        renderAppender: editing ? be.InnerBlocks.ButtonBlockAppender : false,
        allowedBlocks: parts.allowedBlocks(element.tag),
      });
      const update = (changes) => setAttributes(parts.withFallback(element, attributes, changes));
      const control = (item) =>
        el(Control, {
          key: item.name,
          element,
          control: item,
          value: attributes[item.field],
          set: (value) => update({ [item.field]: value }),
        });
      const empty = hasSource && !attributes.src && !attributes.videoId && innerCount === 0;
      return el(
        Fragment,
        null,
        el(
          be.BlockControls,
          null,
          el(
            c.ToolbarGroup,
            null,
            el(c.ToolbarButton, {
              icon: editing ? "visibility" : "edit",
              label: editing ? __("Preview the element", "x-elements") : __("Edit the content (what shows without JavaScript)", "x-elements"),
              isPressed: editing,
              onClick: () => setEditing(!editing),
            }),
            parts.toolbar(element, clientId),
          ),
        ),
        el(
          be.InspectorControls,
          null,
          el(
            c.PanelBody,
            { title: __("Settings", "x-elements"), className: "x-elements-settings" },
            element.formShortcode
              ? el(FormControl, {
                  element,
                  value: attributes.siteForm,
                  set: (value) => update({ siteForm: value, ...(element.formAttribute ? { [element.formAttribute]: value } : {}) }),
                })
              : null,
            own.map(control),
          ),
          advanced.length
            ? el(
                c.PanelBody,
                { title: __("Technical settings", "x-elements"), initialOpen: false, className: "x-elements-advanced" },
                advanced.map(control),
              )
            : null,
        ),
        empty
          ? el(SourcePlaceholder, { element, set: (value) => update({ src: value }), blockProps })
          : editing
            ? el("div", innerProps)
            : el(element.tag, asCustomElementProps(innerProps)),
      );
    };
  }

  /**
   * React writes `className` on a custom element as an attribute of that name: the editor's classes (selection,
   * layout) go in `class`.
   * @param {Record<string, unknown> & { className?: string }} props
   */
  function asCustomElementProps({ className, ...props }) {
    return className ? { ...props, class: className } : props;
  }

  Object.assign(kit, { edit });
})(window.wp, (window.xElementsBlockKit = window.xElementsBlockKit || {}));
