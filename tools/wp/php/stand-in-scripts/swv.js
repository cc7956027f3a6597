window.standInScripts = [...(window.standInScripts ?? []), "swv"];
