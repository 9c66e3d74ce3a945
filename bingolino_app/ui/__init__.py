"""The Qt application shell: main window, dialogs, controller, boards."""
