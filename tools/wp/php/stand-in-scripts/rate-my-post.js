window.standInScripts = [...(window.standInScripts ?? []), "rate-my-post"];
