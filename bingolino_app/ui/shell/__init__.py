"""The window shell: the app's start, the main window and its menus and files, the start page,
one instance per data folder, about and rules, what a start cannot keep, the link to the
history. The top of the ui: it may import every other ui package."""
