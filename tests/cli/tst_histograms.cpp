// puzzlelab-solve --puzzle --histogram against counts made by an independent program
// (tests/tools/reference_solver.py, see tests/data/histograms/README.md), for the
// bundled puzzles in each metric the reference covers.
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class TestHistograms : public QObject {
    Q_OBJECT
private:
    QTemporaryDir dir_;

private slots:
    void againstReference_data()
    {
        QTest::addColumn<QString>("definition");
        QTest::addColumn<QString>("metric");
        QTest::addColumn<QString>("expected");
        const QDir refs(QStringLiteral(PL_TEST_DATA_DIR "/histograms"));
        const QString bundled = QStringLiteral(PL_SOURCE_DIR "/src/core/def/bundled/");
        const QStringList files = refs.entryList({QStringLiteral("*.txt")}, QDir::Files);
        QVERIFY(files.size() >= 20);
        for (const QString& f : files) {
            const QStringList parts = f.split(QLatin1Char('.'));  // KEY.METRIC.txt
            QVERIFY(parts.size() == 3);
            QString def = bundled + parts[0] + QStringLiteral(".puzzle.json");
            if (!QFile::exists(def))
                def = refs.filePath(parts[0] + QStringLiteral(".puzzle.json"));
            QVERIFY2(QFile::exists(def), qPrintable(def));
            QTest::newRow(qPrintable(f)) << def << parts[1] << refs.filePath(f);
        }
    }
    void againstReference()
    {
        QFETCH(QString, definition);
        QFETCH(QString, metric);
        QFETCH(QString, expected);
        QFile in(definition);
        QVERIFY(in.open(QIODevice::ReadOnly));
        QJsonObject def = QJsonDocument::fromJson(in.readAll()).object();
        QVERIFY(!def.isEmpty());
        def.insert(QStringLiteral("metric"), metric);
        const QString file = dir_.filePath(QFileInfo(definition).baseName() + QLatin1Char('.') +
                                           metric + QStringLiteral(".puzzle.json"));
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(def).toJson());
        out.close();

        QProcess p;
        p.start(QStringLiteral(PL_BUILD_DIR "/src/cli/puzzlelab-solve"),
                {QStringLiteral("--puzzle"), file, QStringLiteral("--histogram")});
        QVERIFY(p.waitForFinished(600000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        QFile ref(expected);
        QVERIFY(ref.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(ref.readAll()));
    }
};

QTEST_GUILESS_MAIN(TestHistograms)
#include "tst_histograms.moc"
