window.standInScripts = [...(window.standInScripts ?? []), "mc4wp-forms-api"];
