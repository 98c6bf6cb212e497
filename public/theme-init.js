// Runs before the first paint so a light-theme user never sees a dark flash. Dark is the default.
(function () {
  try {
    var theme = localStorage.getItem('theme') === 'light' ? 'light' : 'dark';
    document.documentElement.classList.toggle('dark', theme === 'dark');
    document.documentElement.style.colorScheme = theme;
  } catch (e) {
    document.documentElement.classList.add('dark');
  }
})();
