from adjudicator.cli import main

main()
