; Inno Setup 6 script: turns the Windows one-folder bundle into a setup program with a Start-menu
; entry, an optional desktop icon and an uninstaller.
;
; build.py runs it after PyInstaller when iscc is found, passing the version from pyproject.toml:
;     iscc /DAppVersion=0.2.0 build_scripts\rondo-desktop.iss
; Relative paths below are relative to this file (Inno Setup's default SourceDir).

#ifndef AppVersion
  ; Kept equal to pyproject.toml by tests/test_build_scripts.py, for runs of iscc by hand.
  #define AppVersion "0.2.0"
#endif
#ifndef BundleDir
  #define BundleDir "..\dist\rondo-desktop"
#endif
#define AppName "Rondo Desktop"
#define AppPublisher "Rondo Desktop developers"
; The windowed game; rondo-desktop.exe next to it is the console version for the command line.
#define AppExeName "RondoDesktop.exe"
#define AppCliExeName "rondo-desktop.exe"

[Setup]
; The AppId identifies the installation for upgrades and the uninstaller: never change it.
AppId={{AD69D511-E656-472B-B752-A766A5E6366D}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher={#AppPublisher}
VersionInfoVersion={#AppVersion}
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
; Installs for the current user without an administrator prompt; the dialog offers all users.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
LicenseFile=..\LICENSE
SetupIconFile=..\assets\icons\rondo-desktop.ico
UninstallDisplayIcon={app}\{#AppExeName}
UninstallDisplayName={#AppName}
OutputDir=..\dist
OutputBaseFilename=rondo-desktop-{#AppVersion}-windows-setup
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "german"; MessagesFile: "compiler:Languages\German.isl"
Name: "spanish"; MessagesFile: "compiler:Languages\Spanish.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

; The uninstaller removes exactly these files. Settings, statistics and saves live in the user's
; AppData folder (platformdirs), never in {app}, so uninstalling or upgrading keeps them.
[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExeName}"
Name: "{group}\{cm:UninstallProgram,{#AppName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExeName}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExeName}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
