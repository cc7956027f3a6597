window.standInScripts = [...(window.standInScripts ?? []), "sr7"];
