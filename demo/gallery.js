// The "Ends in 10 seconds" countdown ends ten seconds after the page opens: its end is set here, before the
// autoloader upgrades it (a classic script right after the tag runs while the page is still being parsed).
document.getElementById("countdown-soon").setAttribute("end", new Date(Date.now() + 10000).toISOString());
