; Inno Setup script: a Windows installer for the PyInstaller folder dist\paigow-desktop\.
;
; HOW TO BUILD (on Windows 10/11, x64; this cannot be run or tested on the Linux CI machine)
; -----------------------------------------------------------------------------------------
; 1. Install Python 3.11 or newer (python.org installer, "py" launcher) and Inno Setup 6
;    (its compiler is ISCC.exe). From the repository root, in PowerShell:
;
;      py -3.11 -m venv build\bundle-venv
;      build\bundle-venv\Scripts\python -m pip install ".[bundle]"
;      build\bundle-venv\Scripts\python -m pip uninstall --yes paigow-desktop
;      build\bundle-venv\Scripts\python -m PyInstaller --noconfirm --distpath dist `
;          --workpath build\bundle-work packaging\paigow-desktop.spec
;
;    The same spec as on Linux. On Windows it also writes build\paigow-desktop.ico from the
;    PNGs in resources\icons\hicolor (each size drawn at its own size) and gives it to the .exe;
;    the executable is windowed (no console window opens with the table).
;    (As in packaging/build-bundle.sh, the project is uninstalled from the build venv so that
;    PyInstaller takes the package from the source tree.)
;
; 2. Check the folder before packing it:
;
;      $env:QT_QPA_PLATFORM = "offscreen"
;      dist\paigow-desktop\paigow-desktop.exe --demo --rounds 1 --speed 0 --data-dir $env:TEMP\pg-check
;      Remove-Item Env:QT_QPA_PLATFORM
;      dist\paigow-desktop\paigow-desktop.exe      (the table opens)
;
;    A windowed .exe has no console, so the command-line tools (analyze, house-way, ...) print
;    nothing from it: for those, install the Python package (pip install .) and run paigow-desktop.
;
; 3. Build the installer; pass the version from pyproject.toml:
;
;      & "C:\Program Files (x86)\Inno Setup 6\ISCC.exe" /DAppVersion=0.1.0 packaging\windows\paigow-desktop.iss
;
;    The result is dist\paigow-desktop-0.1.0-setup.exe. It installs for the current user by
;    default (no administrator rights; %LOCALAPPDATA%\Programs\Pai Gow Tiles), or for all users
;    when chosen in its first dialog; it adds a Start menu entry, optionally a desktop icon, and
;    an uninstaller. Uninstalling leaves the player's data folder (bankroll, ledger, settings)
;    alone. Sign both the .exe and the setup with signtool if you have a certificate; unsigned,
;    SmartScreen warns on first run.
;
; Paths below are relative to this file (packaging\windows\).

#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif
#define AppName "Pai Gow Tiles"
#define AppExe "paigow-desktop.exe"

[Setup]
; Never change AppId: Windows uses it to find an installed copy to upgrade or remove.
AppId={{B85177E9-0D33-4B16-973E-EF2DBFA6D5BC}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=The paigow-desktop developers
DefaultDirName={autopf}\{#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
OutputDir=..\..\dist
OutputBaseFilename=paigow-desktop-{#AppVersion}-setup
SetupIconFile=..\..\build\paigow-desktop.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
; The whole PyInstaller folder: the .exe and _internal\ beside it.
Source: "..\..\dist\paigow-desktop\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[InstallDelete]
; An upgrade replaces the bundle wholesale, so no library of an older version is left behind.
Type: filesandordirs; Name: "{app}\_internal"

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#StringChange(AppName, '&', '&&')}}"; Flags: nowait postinstall skipifsilent
