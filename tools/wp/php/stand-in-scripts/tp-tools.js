window.standInScripts = [...(window.standInScripts ?? []), "tp-tools"];
