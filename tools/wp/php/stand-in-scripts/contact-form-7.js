window.standInScripts = [...(window.standInScripts ?? []), "contact-form-7"];
