(function () {
  try {
    var root = document.documentElement;
    if (localStorage.getItem('theme') === 'dark') root.classList.add('dark');
    if (localStorage.getItem('bionicReading') === 'true') root.classList.add('bionic-reading');
  } catch (e) {
    /* storage unavailable: defaults apply */
  }
})();
